"""``gcnsim r700 lds-map`` and ``gcnsim r700 occupancy``: output, JSON equal to the Python API,
and one-line errors."""
import json

import pytest

from gcnsim import r700
from gcnsim.cli import build_parser, main

LDS_MAP_8 = """\
LDS writes of a group of 8 threads (1 wave), dst_stride 8, dst_index 4, 4 dwords a thread (the \
R700 ISA's section 2.6.2)
mode: relative: thread_id = index in the group
8 dwords of writable space per thread (the largest legal stride for 8 threads in relative mode: \
64)
8 writes into 8 of 1024 entries, up to dword 15 of each bank's 1024; at most 1 writer per entry
each thread writes only its own area, at a place fixed by the instruction, and reads any 4 aligned \
dwords at a run-time address (GCN's LDS takes run-time addresses for both)

wave lanes  thread ids  bank 0        bank 1        bank 2        bank 3
                        (entry/dword offset of each thread's first dword)
   0  0-3      0-3        1/   4        1/   4        1/   4        1/   4
   0  4-7      4-7        3/  12        3/  12        3/  12        3/  12

picture: one character an entry, 16 entries a line: the wave (0-f) writing it, * several, . none
entries   bank 0            bank 1            bank 2            bank 3
  0- 15   .0.0............  .0.0............  .0.0............  .0.0............
 16-255   (not written)
"""


def test_lds_map_table_and_picture(capsys):
    assert main(["r700", "lds-map", "--group", "8", "--stride", "8", "--index", "4",
                 "--relative"]) == 0
    assert capsys.readouterr().out == LDS_MAP_8


def test_lds_map_absolute_mode_shows_the_shared_areas(capsys):
    assert main(["r700", "lds-map", "--group", "1024", "--stride", "64"]) == 0
    out = capsys.readouterr().out
    assert "1024 writes into 64 of 1024 entries" in out
    assert "at most 16 writers per entry" in out
    assert "a later read sees the last write to run" in out
    rows = out[out.index("entries   bank 0"):].splitlines()[1:]
    assert len(rows) == 16       # a thread's area is 64 dwords: 16 entries, the first written
    assert all(row[10:] == "  ".join(["*" + "." * 15] * 4) for row in rows)


def test_lds_map_relative_1024_fills_the_lds_wave_by_wave(capsys):
    assert main(["r700", "lds-map", "--group", "1024", "--stride", "4", "--relative"]) == 0
    out = capsys.readouterr().out
    assert "4 dwords of writable space per thread" in out
    rows = out[out.index("entries   bank 0"):].splitlines()[1:]
    assert len(rows) == 16
    assert all(row.endswith("  ".join([f"{w:x}" * 16] * 4)) for w, row in enumerate(rows))


def test_lds_map_json_is_the_api_map(capsys):
    assert main(["r700", "lds-map", "--group", "100", "--stride", "40", "--index", "8",
                 "--relative", "--count", "2", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    m = r700.write_map(100, 40, 8, relative=True, count=2)
    assert got["max_stride"] == 40 and got["max_writers_per_entry"] == 1
    assert [t["bank_offset"] for t in got["threads"]] == m.bank_offset.tolist()
    assert [t["bank"] for t in got["threads"]] == m.bank.tolist()
    assert got["threads"][-1] == {"wave": 1, "lane": 35, "thread_id": 99, "bank": 3,
                                  "bank_offset": 24 * 40 + 8}


def test_occupancy_text(capsys):
    assert main(["r700", "occupancy", "--temps", "4", "--globals", "0", "--private", "15",
                 "--group", "1024"]) == 0
    assert capsys.readouterr().out.splitlines()[2:] == [
        "waves per SIMD:    16 of 24 slots, limited by gprs",
        "groups per SIMD:   1 of 1024 threads (16 waves each)",
        "waves per SIMD each resource allows: wave_slots 24, gprs 16"]


def test_occupancy_json_is_the_api(capsys):
    assert main(["r700", "occupancy", "--globals", "8", "--private", "10", "--chip", "rv730",
                 "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    occ = r700.occupancy(r700.Partition(8, 4, 10, r700.RV730), 64)
    assert got == {"chip": "RV730", "globals": 8, "temps": 4, "private": 10, "group": 64,
                   "waves_per_simd": occ.waves_per_simd, "limiter": occ.limiter,
                   "limits": occ.limits, "group_waves": 2, "groups_per_simd": 5}


def test_occupancy_table(capsys):
    assert main(["r700", "occupancy", "--table", "--group", "256", "--globals", "8"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == [
        "8 global GPRs, 4 clause temporaries (x2), groups of 256 threads (the R700 ISA's "
        "section 2.6.1)",
        "waves per SIMD   most private GPRs per thread",
        "             4    60", "             8    30", "            12    20",
        "            16    15", "            20    12", "            24    10"]
    assert main(["r700", "occupancy", "--table", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [(r["waves_per_simd"], r["max_private"]) for r in rows] == r700.occupancy_table()


@pytest.mark.parametrize("argv, message", [
    (["lds-map", "--group", "1024", "--stride", "8", "--relative"],
     "thread 1020 writes dwords 2040-2043 of bank 0, past its 1024 (16 KB in all): a group of "
     "1024 threads allows dst_stride at most 4"),
    (["lds-map", "--group", "64", "--stride", "16", "--index", "16"],
     "dst_index 16: expected a multiple of 4 in 0-12, within the stride of 16 dwords, so that "
     "each thread writes only its own area (docs/errata.md, 'R700 LDS')"),
    (["lds-map", "--group", "64", "--stride", "4", "--index", "8"],
     "dst_index 8: expected 0, the only index within the stride of 4 dwords, so that each "
     "thread writes only its own area (docs/errata.md, 'R700 LDS')"),
    (["lds-map", "--group", "2000", "--stride", "4"],
     "a thread group has 1-1024 threads, not 2000 (the R700 ISA's section 2.6)"),
    (["occupancy", "--private", "16", "--group", "1024"],
     "a group of 1024 threads (16 waves) does not fit one SIMD of RV770: 248 rows are left "
     "after 0 global GPRs and 2 x 4 clause temporaries, so at most 15 private GPRs per thread "
     "(not 16)"),
    (["occupancy", "--private", "4", "--globals", "121"],
     "121 global GPRs with 4 clause temporaries: at most 128 - 2 x 4 = 120 global GPRs "
     "(globals and both copies of the temporaries fit the first 128 rows, the R700 ISA's "
     "section 2.6.1)"),
    (["occupancy"], "gcnsim r700 occupancy needs --private P (or --table)"),
    (["occupancy", "--private", "4", "--chip", "rv670"],
     "unknown R700 chip 'rv670' (known: RV770, RV740, RV730, RV710)"),
])
def test_errors_are_one_line(argv, message, capsys):
    assert main(["r700", *argv]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == f"gcnsim: {message}\n"
    assert "seed" not in captured.err


def _r700_commands():
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    r700_parser = sub.choices["r700"]
    return next(a for a in r700_parser._actions if a.dest == "r700_command").choices


@pytest.mark.parametrize("command", ["lds-map", "occupancy"])
def test_help_describes_every_option(command, capsys):
    parser = _r700_commands()[command]
    assert parser.description and "the R700 ISA's section 2.6" in parser.description
    for action in parser._actions:
        assert action.help and len(action.help) > 10, (command, action.dest)
    with pytest.raises(SystemExit) as exit_:
        main(["r700", command, "--help"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: gcnsim r700 {command}")
