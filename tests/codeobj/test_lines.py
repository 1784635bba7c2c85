"""The source-location interface: SourceLocation text and LineTable lookups."""
from gcnsim.codeobj.lines import LineTable, SourceLocation

K3 = SourceLocation("k.cl", 3, 5)
K4 = SourceLocation("k.cl", 4)
H = SourceLocation("h.h", 9, 1)


def test_location_text_omits_a_missing_column():
    assert (str(K3), str(K4)) == ("k.cl:3:5", "k.cl:4")


def test_at_covers_up_to_the_next_row_and_none_closes_a_range():
    table = LineTable.from_rows([(8, K4), (0, K3), (16, None), (32, H)])
    assert [table.at(o) for o in (0, 4, 8, 12, 16, 28, 32, 400)] == [K3, K3, K4, K4, None, None,
                                                                      H, H]


def test_nothing_before_the_first_row():
    assert LineTable.from_rows([(4, K3)]).at(0) is None
    assert LineTable.from_rows([]).at(0) is None


def test_a_later_row_at_the_same_offset_wins():
    assert LineTable.from_rows([(0, K3), (0, K4)]).rows() == [(0, K4)]


def test_files_shifted_and_len():
    table = LineTable.from_rows([(0, K3), (4, H), (8, K4)])
    assert table.files() == ["k.cl", "h.h"]
    assert table.shifted(-4).at(0) == H
    assert len(table) == 3
