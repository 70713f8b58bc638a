"""Typed configuration records without pydantic's import cost (about 100 ms a start on this machine).

`dhandha chat` for one message must start in a quarter of a second, and reading the settings is on
that path. This module offers the part of pydantic's API that `dhandha.settings` uses, with the
same meaning, so the Settings class reads as before:

- `class Settings(BaseModel)` with annotated fields and defaults; `Field(default=..., ge=, gt=,
  le=, lt=, default_factory=, description=)`; `model_config = ConfigDict(extra="ignore")`;
- values are checked and converted the way pydantic's lax mode does for what settings hold:
  str, int, float, bool, SecretStr, `X | None`, `Literal[...]`, `dict[...]` and `list[...]`
  (an environment variable arrives as text: "30" becomes 30, "0.5" 0.5, "yes" True);
- `@field_validator(name, mode="before")` class methods run before the conversion;
- a bad value raises `ValidationError`, whose `errors()` are [{"loc": (field,), "msg": ...}];
- `model_fields`, `model_copy(update=...)` and `model_dump()`.

Anything else pydantic can do is not here on purpose: use pydantic itself where a richer model is
needed off the start-up path.
"""

from __future__ import annotations

import math
import sys
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

_MISSING: Any = object()


class SecretStr:
    """A secret that prints as stars; `get_secret_value()` gives it back."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get_secret_value(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "SecretStr('**********')" if self._value else "SecretStr('')"

    def __str__(self) -> str:
        return "**********" if self._value else ""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SecretStr) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)

    def __len__(self) -> int:
        return len(self._value)


class ValidationError(ValueError):
    """Bad values for a model: `errors()` lists them as pydantic does ({"loc": (field,), "msg": ...})."""

    def __init__(self, title: str, errors: list[dict[str, Any]]) -> None:
        self.title = title
        self._errors = errors
        super().__init__(f"{len(errors)} validation error(s) for {title}: "
                         + "; ".join(f"{e['loc'][0]}: {e['msg']}" for e in errors))

    def errors(self) -> list[dict[str, Any]]:
        return list(self._errors)


@dataclass(frozen=True)
class FieldInfo:
    default: Any = _MISSING
    default_factory: Callable[[], Any] | None = None
    ge: float | None = None
    gt: float | None = None
    le: float | None = None
    lt: float | None = None
    description: str | None = None

    def initial(self) -> Any:
        return self.default_factory() if self.default_factory is not None else self.default


def Field(default: Any = _MISSING, *, default_factory: Callable[[], Any] | None = None,  # noqa: N802 - pydantic's name
          ge: float | None = None, gt: float | None = None, le: float | None = None, lt: float | None = None,
          description: str | None = None) -> Any:
    return FieldInfo(default, default_factory, ge, gt, le, lt, description)


def ConfigDict(**options: Any) -> dict[str, Any]:  # noqa: N802 - pydantic's name
    return dict(options)


def field_validator(*names: str, mode: str = "after") -> Callable[[Any], Any]:
    """Run a class method on a field's raw value (mode="before") or on the converted one ("after")."""

    def mark(fn: Any) -> Any:
        target = fn.__func__ if isinstance(fn, classmethod) else fn
        setattr(target, "__validates__", (names, mode))  # noqa: B010 - a mark on a function
        return fn

    return mark


class _Bad(Exception):
    pass


def _convert(kind: Any, value: Any) -> Any:
    """`value` as the annotated type, the way pydantic's lax mode reads settings; _Bad otherwise."""
    origin = typing.get_origin(kind)
    if kind is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None:
            if type(None) in options:
                return None
            raise _Bad("Input should not be None")
        problems = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _convert(option, value)
            except _Bad as exc:
                problems.append(str(exc))
        raise _Bad(problems[0] if problems else "Input is not valid")
    if origin is typing.Literal:
        allowed = typing.get_args(kind)
        if value in allowed:
            return value
        raise _Bad("Input should be " + " or ".join(repr(a) for a in allowed))
    if origin is dict or kind is dict:
        if isinstance(value, dict):
            return dict(value)
        raise _Bad("Input should be a valid dictionary")
    if origin is list or kind is list:
        if isinstance(value, list | tuple):
            return list(value)
        raise _Bad("Input should be a valid list")
    if kind is SecretStr:
        if isinstance(value, SecretStr):
            return value
        if isinstance(value, str):
            return SecretStr(value)
        raise _Bad("Input should be a valid string")
    if kind is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise _Bad("Input should be a valid boolean")
    if kind is int:
        if isinstance(value, bool):
            return int(value)
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str):
            try:
                return int(value.strip())
            except ValueError:
                raise _Bad("Input should be a valid integer, unable to parse string as an integer") from None
        raise _Bad("Input should be a valid integer")
    if kind is float:
        if isinstance(value, bool | int | float):
            number = float(value)
        elif isinstance(value, str):
            try:
                number = float(value.strip())
            except ValueError:
                raise _Bad("Input should be a valid number") from None
        else:
            raise _Bad("Input should be a valid number")
        if math.isnan(number):
            raise _Bad("Input should be a finite number")
        return number
    if kind is str:
        if isinstance(value, str):
            return value
        raise _Bad("Input should be a valid string")
    if isinstance(kind, type) and isinstance(value, kind):
        return value
    raise _Bad(f"Input should be {getattr(kind, '__name__', kind)}")


_TRUE = frozenset({"1", "true", "yes", "on", "t", "y"})
_FALSE = frozenset({"0", "false", "no", "off", "f", "n"})


def _bounds(info: FieldInfo, value: Any) -> None:
    if not isinstance(value, int | float) or isinstance(value, bool):
        return
    for limit, ok, word in ((info.ge, lambda v, x: v >= x, "greater than or equal to"),
                            (info.gt, lambda v, x: v > x, "greater than"),
                            (info.le, lambda v, x: v <= x, "less than or equal to"),
                            (info.lt, lambda v, x: v < x, "less than")):
        if limit is not None and not ok(value, limit):
            raise _Bad(f"Input should be {word} {limit:g}")


class BaseModel:
    """A record of typed, checked fields (see the module docstring)."""

    model_config: ClassVar[dict[str, Any]] = {}
    model_fields: ClassVar[dict[str, FieldInfo]] = {}
    _types: ClassVar[dict[str, Any]] = {}
    _validators: ClassVar[dict[str, list[tuple[str, Callable[..., Any]]]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        scope = vars(sys.modules[cls.__module__])
        fields: dict[str, FieldInfo] = {}
        kinds: dict[str, Any] = {}
        for name, written in cls.__dict__.get("__annotations__", {}).items():
            if name.startswith("_") or (isinstance(written, str) and written.startswith(("ClassVar", "typing.ClassVar"))):
                continue
            kind = eval(written, scope) if isinstance(written, str) else written  # noqa: S307 - our own annotations
            if typing.get_origin(kind) is ClassVar:
                continue
            raw = cls.__dict__.get(name, _MISSING)
            info = raw if isinstance(raw, FieldInfo) else FieldInfo(default=raw)
            fields[name] = info
            kinds[name] = kind
            if name in cls.__dict__:
                delattr(cls, name)  # instances hold the value; the class keeps the FieldInfo
        validators: dict[str, list[tuple[str, Callable[..., Any]]]] = {}
        for attr in cls.__dict__.values():
            fn = attr.__func__ if isinstance(attr, classmethod) else attr
            validated, mode = getattr(fn, "__validates__", ((), ""))
            for n in validated:
                validators.setdefault(n, []).append((mode, getattr(cls, fn.__name__)))
        cls.model_fields = {**getattr(cls, "model_fields", {}), **fields}
        cls._types = {**getattr(cls, "_types", {}), **kinds}
        cls._validators = validators

    def __init__(self, **values: Any) -> None:
        errors: list[dict[str, Any]] = []
        extra = set(values) - set(self.model_fields)
        if extra and self.model_config.get("extra") == "forbid":
            errors += [{"loc": (n,), "msg": "Extra inputs are not permitted", "input": values[n]} for n in sorted(extra)]
        for name, info in self.model_fields.items():
            if name in values:
                value = values[name]
                try:
                    value = self._check(name, info, value)
                except (_Bad, ValueError) as exc:
                    errors.append({"loc": (name,), "msg": str(exc), "input": value})
                    continue
            elif info.default is _MISSING and info.default_factory is None:
                errors.append({"loc": (name,), "msg": "Field required", "input": None})
                continue
            else:
                value = info.initial()
            object.__setattr__(self, name, value)
        if errors:
            raise ValidationError(type(self).__name__, errors)

    def _check(self, name: str, info: FieldInfo, value: Any) -> Any:
        for mode, fn in self._validators.get(name, ()):
            if mode == "before":
                value = fn(value)
        value = _convert(self._types[name], value)
        _bounds(info, value)
        for mode, fn in self._validators.get(name, ()):
            if mode == "after":
                value = fn(value)
        return value

    def model_dump(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.model_fields}

    def model_copy(self, *, update: dict[str, Any] | None = None) -> Any:
        """A copy with some fields replaced (not checked again, as in pydantic)."""
        new = object.__new__(type(self))
        for name, value in {**self.model_dump(), **(update or {})}.items():
            object.__setattr__(new, name, value)
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BaseModel) and type(other) is type(self) and other.model_dump() == self.model_dump()

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.model_dump().items())
        return f"{type(self).__name__}({inner})"
