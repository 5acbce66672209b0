#!/usr/bin/env python3
"""Write the .npy fixtures of tests/test-npy.c (no NumPy needed).

Good files follow NumPy's format 1.0 exactly (header padded with spaces so
that the data starts at a multiple of 64, ended by a newline); the bad ones
each break one rule. Run from this folder: python3 make-fixtures.py
"""
import struct


def header(descr, shape, fortran=False, pad=True):
    shp = "(" + "".join("%d," % s for s in shape) + ")" if len(shape) == 1 else \
        "(" + ", ".join(str(s) for s in shape) + ")"
    d = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (
        descr, "True" if fortran else "False", shp)
    if pad:
        total = 10 + len(d) + 1
        d += " " * ((64 - total % 64) % 64)
    return (d + "\n").encode("latin-1")


def npy(hdr, data, version=(1, 0)):
    return b"\x93NUMPY" + bytes(version) + struct.pack("<H", len(hdr)) + hdr + data


def ustr(items, width):
    out = b""
    for s in items:
        cps = [ord(c) for c in s] + [0] * (width - len(s))
        out += b"".join(struct.pack("<I", c) for c in cps)
    return out


def write(name, blob):
    with open(name, "wb") as f:
        f.write(blob)


strs = ["abc", "h\u00e9llo", "", "a\U0001F600b"]
write("str.npy", npy(header("<U5", [4]), ustr(strs, 5)))
write("i4.npy", npy(header("<i4", [4]), struct.pack("<4i", 0, 1, -1, 2147483647)))
write("i8.npy", npy(header("<i8", [2]), struct.pack("<2q", -5, 1 << 40)))
write("empty.npy", npy(header("<i4", [0]), b""))
write("v2.npy", b"\x93NUMPY\x02\x00" + struct.pack("<I", len(header("<i4", [1]))) +
      header("<i4", [1]) + struct.pack("<i", 7))
# malformed
write("bad-magic.npy", b"\x93NUMPZ\x01\x00" + npy(header("<i4", [1]), b"\0\0\0\0")[8:])
write("bad-version.npy", npy(header("<i4", [1]), b"\0\0\0\0", version=(9, 0)))
write("bad-hlen.npy", b"\x93NUMPY\x01\x00" + struct.pack("<H", 4000) + header("<i4", [1]))
write("bad-descr.npy", npy(header("<f8", [1]), b"\0" * 8))
write("bad-endian.npy", npy(header(">i4", [1]), b"\0" * 4))
write("bad-dict.npy", npy(b"{'descr': '<i4' 'fortran_order': False, 'shape': (1,), }\n",
                          b"\0" * 4))
write("bad-key.npy", npy(b"{'descr': '<i4', 'fortran_order': False, }\n", b"\0" * 4))
write("bad-extra-key.npy", npy(b"{'descr': '<i4', 'fortran_order': False, 'shape': (1,), "
                               b"'x': 1}\n", b"\0" * 4))
write("bad-shape.npy", npy(b"{'descr': '<i4', 'fortran_order': False, 'shape': [1], }\n",
                           b"\0" * 4))
write("truncated.npy", npy(header("<i4", [4]), b"\0" * 10))
write("trailing.npy", npy(header("<i4", [1]), b"\0" * 8))
write("bad-codepoint.npy", npy(header("<U1", [1]), struct.pack("<I", 0x110000)))
write("fortran2d.npy", npy(header("<i4", [2, 2], fortran=True), b"\0" * 16))
write("short.npy", b"\x93NUM")
