-- 0010: the chat's newest question, whatever became of it (a late "haan" is told what happened to
-- it). Every turn with a yes asks for it; without this index SQLite found the chat's questions by
-- (chat_id, status) and sorted all of them, years of settled questions, to take the newest.
CREATE INDEX pending_chat_newest ON pending_actions(chat_id, id);
