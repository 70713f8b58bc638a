"""The LLM thinker: what the rules could not read, read by any OpenAI-compatible model, and checked by code.

The rules read first (dhandha/think); the LLM is asked only when they are not sure (route.py). The
prompt is built from jinja2 templates in config/prompts, soul first and the answer's shape last
(prompt.py), from what the veil lets out (chain/anonymise.py). The model answers with a plan
(plan.py), which is validated, given one repair try, and mapped onto the same Reading the rules
produce (understand.py); then code decides what may be written without asking (trust.py), and
what the model noticed goes into the brain with its provenance (notes.py). Every call is in the
cost ledger (client.py). Replies that need words are phrased from numbers code computed and
checked (phrasing.py). standalone.py is the same reading for the scorecard. `openai` is imported
only in client.py, only when a call is made.
"""
