"""Random command lines through ``gcnsim.cli.main`` in-process: whatever the vector, the CLI
ends with status 0 (it worked), status 1 and exactly one ``gcnsim: ...`` line on stderr (a
clear error), or argparse's own usage error (SystemExit 2) or help (SystemExit 0). Anything
else, status 2 (an internal error), another exception or a Python warning, is an escape.

Vectors mix well-formed options with hostile ones: numbers past every type's range, grids and
buffers beyond the device, code objects under other names, mutated code objects, random bytes
and text as files, unknown targets. Every launch carries a small --budget and --timeout.

    pytest tests/test_cli_fuzz.py              (CI: FUZZ_EXAMPLES examples, < 30 s)
    python benchmarks/fuzz_cli.py --cases 100000   (the long campaign, with a JSON summary)
"""
import contextlib
import io
import re
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from gcnsim.cli import main

KERNELS = Path(__file__).resolve().parent / "data" / "kernels"
FUZZ_EXAMPLES = 200
FINDINGS = re.compile(r"\d+ findings? in ")      # gcnsim check's last line
RUNNABLE = 7
TYPES = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32", "f64", "q32", ""]
TARGETS = ["gfx701", "gfx900", "gfx90a", "gfx942", "mi300x", "r9-290", "gfx1100", "", "GFX900"]
EDGE_INTS = [0, 1, -1, 16, 64, 255, 256, 1024, 1025, 65535, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
             2**63, 2**64, 10**30, -2**63 - 1]
EDGE_FLOATS = ["1e40", "1e400", "-1e39", "nan", "inf", "-inf", "1e-50", "65504", "70000", "0x10",
               "1.5", "", " ", "1_0", "\u0663", "\u00b2"]
RAW = bytes.fromhex("810080be") + bytes.fromhex("000081bf")          # s_mov_b32 s0, 1; s_endpgm
TINY = """.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 8
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
.end_amdhsa_kernel
"""
# stage(global int *out, local int *tmp): tmp[id] = id; out[id] = tmp[id] (a dynamic LDS
# argument, declared in .amdgpu_metadata).
STAGE = """.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl stage
.p2align 8
stage:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dword s4, s[0:1], 0x8
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_add_u32 v3, s4, v1
  s_mov_b32 m0, -1
  ds_write_b32 v3, v0
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v2, v3
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[2:3]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel stage
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 5
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: stage
    .symbol: stage.kd
    .kernarg_segment_size: 12
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 5
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
      - .offset: 8
        .size: 4
        .value_kind: dynamic_shared_pointer
        .address_space: local
        .type_name: 'int*'
...
.end_amdgpu_metadata
"""


def fixture_files(folder):
    """Named files the vectors pick from: code objects under several names, assembly, raw code,
    garbage, and names that do not exist."""
    folder = Path(folder)
    saxpy = (KERNELS / "gfx900" / "saxpy.hsaco").read_bytes()
    files = {"SAXPY.HSACO": saxpy, "kernel.o": saxpy, "noext": saxpy,
             "s701.hsaco": (KERNELS / "gfx701" / "saxpy.hsaco").read_bytes(),
             "s90a.s": (KERNELS / "gfx90a" / "saxpy.s").read_bytes(),
             "tiny.s": TINY.encode(), "stage.s": STAGE.encode(),  # RUNNABLE: kernels
             "code.bin": RAW, "empty.s": b"",
             "fake.hsaco": b"s_endpgm\n", "junk.s": bytes(range(256))}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    (folder / "adir.s").mkdir(exist_ok=True)
    return [str(folder / name) for name in files] + [str(folder / "adir.s"),
                                                     str(folder / "missing.hsaco")]


def _mutated(data, flips):
    out = bytearray(data)
    for position, value in flips:
        out[position % len(out)] = value
    return bytes(out)


@st.composite
def case_file(draw, fixtures, folder, runnable=0):
    """A fixture path (one of the first ``runnable`` ones, the kernels, most often when
    given), or a new file of random bytes, text or a mutated code object."""
    kind = draw(st.sampled_from(["runnable"] * runnable * 2 + ["fixture"] * 4 +
                                ["bytes", "text", "mutant"]))
    if kind != "bytes" and kind != "text" and kind != "mutant":
        return draw(st.sampled_from(fixtures[:runnable] if kind == "runnable" else fixtures))
    if kind == "bytes":
        data = draw(st.binary(max_size=96))
    elif kind == "text":
        data = draw(st.text(max_size=120)).encode("utf-8", "surrogatepass")
    else:
        base = (KERNELS / "gfx900" / "saxpy.hsaco").read_bytes()
        flips = draw(st.lists(st.tuples(st.integers(0, len(base) - 1), st.integers(0, 255)),
                              min_size=1, max_size=4))
        data = _mutated(base, flips)
    path = Path(folder) / draw(st.sampled_from(["case.s", "case.hsaco", "case", "case.bin"]))
    path.write_bytes(data)
    return str(path)


def _number_text(draw):
    return draw(st.one_of(st.sampled_from([str(n) for n in EDGE_INTS] + EDGE_FLOATS),
                          st.integers(-2**70, 2**70).map(str), st.integers(-9, 99).map(str),
                          st.floats(allow_nan=True).map(repr), st.text(max_size=8)))


def _buffer(draw, typ):
    """A buffer spec: small, or far beyond any device (refused before allocating); buffers
    that fit but take gigabytes are left out, so that a campaign stays small."""
    count = draw(st.one_of(st.integers(0, 300).map(str), st.integers(0, 300).map(str),
                           st.sampled_from(["99999999999", "3000000000000", "-1", "", "1e3"])))
    init = draw(st.sampled_from(["", ":zeros", ":ones", ":rand", ":range", ":bogus", ":1:2"] +
                                [f":{t}" for t in EDGE_FLOATS[:8]]))
    return f"{typ}:{count}{init}"


@st.composite
def arg_spec(draw):
    """One --arg: a scalar, a buffer (small, or far beyond any device), local memory, junk."""
    kind = draw(st.sampled_from(["scalar", "buffer", "buffer", "local", "junk"]))
    typ = draw(st.sampled_from(TYPES))
    if kind == "scalar":
        return f"{typ}={_number_text(draw)}"
    if kind == "local":
        return f"local:{draw(st.sampled_from(['0', '256', '65536', '99999999999', 'x', '']))}"
    if kind == "junk":
        return draw(st.text(max_size=16))
    return _buffer(draw, typ)


@st.composite
def saxpy_args(draw):
    """saxpy's four arguments (a, x, y, n), one of them sometimes replaced by any spec."""
    specs = [f"f32={_number_text(draw)}", _buffer(draw, "f32"), _buffer(draw, "f32"),
             f"i32={draw(st.sampled_from(['0', '16', '64', '300', '-1', '2147483647']))}"]
    if draw(st.booleans()):
        specs[draw(st.integers(0, 3))] = draw(arg_spec())
    return specs


def _sizes(draw):
    dims = draw(st.lists(st.sampled_from(EDGE_INTS[:12] + [3, 7]), min_size=1, max_size=4))
    text = ",".join(map(str, dims))
    return draw(st.sampled_from([text] * 6 + ["1.5", "x", "", "16x4", "-5"]))


RARE_OPTIONS = {
    "--target": st.sampled_from(TARGETS), "--kernel": st.sampled_from(["saxpy", "k", "nope", ""]),
    "--seed": st.sampled_from(["0", "7", "-1", str(2**70)]),
    "--show": st.sampled_from(["0", "3", "100", "-3"]),
    "--waitcnt": st.sampled_from(["error", "warn", "off", "off", "maybe"]),
    "-D": st.sampled_from(["N=1", "", "X"]),
    "--cl-option": st.sampled_from(["-cl-std=CL1.2", "-o/tmp/x", "-Wl,-x"])}


@st.composite
def run_options(draw):
    """Options of a hostile run."""
    argv = [f"--grid={_sizes(draw)}"]
    if draw(st.booleans()):
        argv.append(f"--block={_sizes(draw)}")
    specs = draw(st.one_of(saxpy_args(), st.lists(arg_spec(), max_size=5)))
    argv += [f"--arg={spec}" for spec in specs]
    for option, values in RARE_OPTIONS.items():
        if draw(st.integers(0, 39 if option in ("-D", "--cl-option") else 3)) == 0:
            argv.append(f"{option}={draw(values)}")
    return argv + ["--budget", draw(st.sampled_from(["2000"] * 8 + ["0", "-1"])), "--timeout",
                   "5"]


@st.composite
def sane_run(draw, fixtures):
    """A file and the options of a launch that mostly works (saxpy under its names, or stage
    with its LDS), then at most one argument or size replaced by a hostile one."""
    n = draw(st.integers(0, 256))
    block = draw(st.sampled_from([1, 3, 64, 128, 256, 1024]))
    if draw(st.integers(0, 3)):
        path = draw(st.sampled_from(fixtures[:5]))
        init = draw(st.sampled_from(["rand", "ones", "range", "2.5"]))
        args = [f"f32={draw(st.floats(-1e6, 1e6))!r}", f"f32:{n}:{init}", f"f32:{n}",
                f"i32={draw(st.integers(-4, n))}"]
    else:
        path = fixtures[6]
        args = [f"i32:{n}", f"local:{draw(st.sampled_from([0, 4 * block, 256, 65536]))}"]
    sane = ["--grid", str(draw(st.integers(0, 300))), "--block", str(block)]
    sane += [x for arg in args for x in ("--arg", arg)] + [
        "--waitcnt", draw(st.sampled_from(["error", "warn", "off"])), "--budget", "20000",
        "--timeout", "5"]
    change = draw(st.integers(0, len(sane)))
    if change < len(sane) and sane[change - 1] == "--arg" and draw(st.booleans()):
        sane[change] = draw(arg_spec())
    elif change < len(sane) and sane[change - 1] in ("--grid", "--block"):
        sane[change] = _sizes(draw)
    return [path] + [f"{k}={v}" for k, v in zip(sane[::2], sane[1::2])]


@st.composite
def command_line(draw, fixtures, folder):
    """A whole argv: a command, a file and options (sometimes a stray token)."""
    command = draw(st.sampled_from(["run"] * 5 + ["asm", "disasm", "inspect", "check",
                                                  "devices", "bogus"]))
    if command == "run" and draw(st.booleans()):
        return [command] + draw(sane_run(fixtures))
    argv = [command, draw(case_file(fixtures, folder, RUNNABLE if command == "run" else 0))]
    if command == "run":
        argv += draw(run_options())
    elif command in ("asm", "disasm", "check") and draw(st.booleans()):
        argv += ["--target", draw(st.sampled_from(TARGETS))]
    if command == "asm" and draw(st.booleans()):
        argv += ["-o", str(Path(folder) / draw(st.sampled_from(["out.hsaco", "out.bin"])))]
    if command == "devices":
        argv = argv[:1]
    if draw(st.integers(0, 19)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(st.text(max_size=6)))
    return argv


@dataclass
class Outcome:
    status: object          # main's return value, or ("exit", code) for SystemExit
    stderr: str
    escape: str = ""        # why this outcome breaks the CLI's promise ("" if it keeps it)


def run_case(argv):
    """Run one vector in-process and judge it."""
    out, err = io.StringIO(), io.StringIO()
    with warnings.catch_warnings(record=True) as caught, contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        warnings.simplefilter("always")
        try:
            status = main(argv)
        except SystemExit as exit_:
            status = ("exit", exit_.code)
        except Exception as exc:  # noqa: BLE001 - an escape is what this looks for
            return Outcome(None, err.getvalue(), f"{type(exc).__name__}: {exc}")
    text = err.getvalue()
    return Outcome(status, text, _judge(status, text, out.getvalue(), caught))


def _judge(status, text, out, caught):
    """Why an outcome breaks the promise ("" when it keeps it). ``gcnsim check`` exits with
    status 1 on findings, which it prints on stdout."""
    if caught:
        return f"warning: {caught[0].category.__name__}: {caught[0].message}"
    if isinstance(status, tuple):
        ok = status[1] == 0 or (status[1] == 2 and "usage: gcnsim" in text)
        return "" if ok else f"SystemExit {status[1]}"
    last = out.splitlines()[-1] if out else ""
    if status == 0 or (status == 1 and not text and FINDINGS.match(last)):
        return ""
    if status == 1 and text.startswith("gcnsim: ") and text.count("\n") == 1 \
            and text.endswith("\n"):
        return ""
    return f"status {status}: {text.strip()[:300]}"


FOLDER = tempfile.TemporaryDirectory(prefix="gcnsim-fuzz-")
FIXTURES = fixture_files(FOLDER.name)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, database=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(argv=command_line(FIXTURES, FOLDER.name))
def test_random_command_lines_keep_the_promise(argv):
    outcome = run_case(argv)
    assert not outcome.escape, (argv, outcome.escape)
