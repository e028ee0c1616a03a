"""The protocol's records as the host reads them (firmware/defs/records.toml through
wispy.records): the layouts the C structs assert, and a short reply refused as a protocol
error with what was expected, not a struct.error."""

from __future__ import annotations

import struct

import pytest
from wispy import protocol as P
from wispy.gen.records import RECORDS


def test_each_record_is_naturally_aligned_as_its_c_struct():
    for name, rec in RECORDS.items():
        offset = 0
        for field, code, _doc in rec["fields"]:
            size = struct.calcsize("<" + code)
            assert offset % size == 0, (name, field)
            offset += size


def test_info_parses_every_field_and_the_two_strings():
    fields = {f: i + 1 for i, f in enumerate(P.INFO_REPLY.fields)}
    payload = P.INFO_REPLY.pack(**fields) + bytes((3,)) + b"1.2" + bytes((11,)) + b"microbit-v1"
    info = P.BoardInfo.parse(payload)
    assert [getattr(info, f) for f in P.INFO_REPLY.fields] == list(fields.values())
    assert (info.firmware_version, info.board) == ("1.2", "microbit-v1")


def test_a_short_info_reply_is_a_protocol_error():
    with pytest.raises(P.ProtocolError, match=r"info at offset 0: expected 48 bytes, found 5"):
        P.BoardInfo.parse(b"\x04\x00\x04\x00\x00")


def test_frame_header_and_trailer_come_from_the_records():
    assert (P.HEADER.size, P.CRC.size) == (4, 4)
    frame = P.encode_frame(P.OK, 7, b"hi")
    items = P.Deframer().feed(frame)
    assert len(items) == 1 and (items[0].type, items[0].seq, items[0].payload) == (P.OK, 7, b"hi")
