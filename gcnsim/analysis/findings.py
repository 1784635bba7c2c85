"""What the static checkers report: one Finding per register used too early or hazard reached
too soon, with a stable rule id, where it is, why, and the fix.

    Finding(rule="waitcnt-read", kernel="saxpy", offset=0x24, text="v_add_f32_e32 v1, v1, v2",
            register="v1", message="reads v1 before 'global_load_dword v1, v[2:3], off' "
                                   "(offset 0x10, vmcnt) is known complete",
            fix="s_waitcnt vmcnt(0) before this instruction", path=(0x0, 0x18))

``str(finding)`` is one line; ``location`` (file, line, column) is filled where the input was
assembly text.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Finding:
    rule: str                   # stable id: waitcnt-read, waitcnt-write, waitcnt-overwrite, ...
    severity: str               # "error" (LLVM's own rule) or "warning" (the manual's only)
    kernel: str
    offset: int                 # byte offset of the instruction in the code
    text: str
    register: str
    message: str
    fix: str
    path: tuple = ()            # block start offsets from where the cause was issued to here
    location: tuple = field(default=None, compare=False)    # (file, line, column) for .s input

    def __str__(self):
        where = (f"{self.location[0]}:{self.location[1]}:{self.location[2]}: "
                 if self.location else "")
        path = " -> ".join(f"0x{p:x}" for p in self.path)
        via = f" (path: {path})" if len(self.path) > 1 else ""
        return (f"{where}{self.severity}: [{self.rule}] {self.kernel}+0x{self.offset:x} "
                f"'{self.text}' {self.message}; fix: {self.fix}{via}")

    def as_dict(self):
        return {"rule": self.rule, "severity": self.severity, "kernel": self.kernel,
                "offset": self.offset, "text": self.text, "register": self.register,
                "message": self.message, "fix": self.fix, "path": list(self.path),
                "location": list(self.location) if self.location else None}
