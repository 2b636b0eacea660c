"""Where effsurf's files keep their scenario: the JSON of a session file, and
the metadata effsurf writes into its figures (ui/figures/FigureMetadata):
the PNG text chunk "effsurf", the last line of the SVG <desc>, the
`figure` element of the PDF's XMP packet, the CSV comment line
"# effsurf: ...", the interactive page's JSON script element and the
sidecar FILE.json. Only the container is read
here; what the JSON means is sessions.py's, its numbers core's."""

import json
import struct
import zlib

PNG_KEY = b"effsurf"
CSV_PREFIX = "# effsurf: "
XMP_NAMESPACE = "https://effsurf.github.io/ns/figure/1.0/"


class FigureFormatError(ValueError):
    """A file that holds no effsurf scenario, or a broken one."""


def _png_text(data, path):
    at = 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        if kind not in (b"tEXt", b"zTXt", b"iTXt"):
            continue
        key, _, rest = body.partition(b"\0")
        if key != PNG_KEY:
            continue
        if kind == b"tEXt":
            return rest.decode("latin-1")
        if kind == b"zTXt":
            return zlib.decompress(rest[1:]).decode("latin-1")
        compressed, _method = rest[0], rest[1]
        _language, _, rest = rest[2:].partition(b"\0")
        _translated, _, text = rest.partition(b"\0")
        return (zlib.decompress(text) if compressed else text).decode("utf-8")
    raise FigureFormatError(f'{path}: a PNG without the "effsurf" text chunk')


def _svg_text(data, path):
    import xml.etree.ElementTree as ElementTree

    try:
        root = ElementTree.fromstring(data)
    except ElementTree.ParseError as error:
        raise FigureFormatError(f"{path}: not a well-formed SVG: {error}") from None
    for element in root.iter():
        if element.tag.rsplit("}", 1)[-1] == "desc":
            for line in (element.text or "").splitlines():
                if line.strip().startswith("{"):
                    return line.strip()
            break
    raise FigureFormatError(f"{path}: an SVG whose <desc> holds no effsurf metadata")


def _pdf_text(data, path):
    import xml.etree.ElementTree as ElementTree

    begin = data.find(b"<x:xmpmeta")
    end = data.find(b"</x:xmpmeta>", begin) if begin >= 0 else -1
    if end < 0:
        raise FigureFormatError(f"{path}: a PDF without effsurf's XMP metadata")
    packet = ElementTree.fromstring(data[begin:end + len(b"</x:xmpmeta>")])
    for element in packet.iter("{%s}figure" % XMP_NAMESPACE):
        return element.text or ""
    raise FigureFormatError(f"{path}: a PDF without effsurf's XMP metadata")


PAGE_SCRIPT = b'<script type="application/json" id="effsurf-figure">'


def _page_text(data, path):
    """An interactive page's figure metadata (its '<' written as \\u003c)."""
    start = data.find(PAGE_SCRIPT)
    end = data.find(b"</script>", start) if start >= 0 else -1
    if end < 0:
        raise FigureFormatError(f"{path}: an HTML page without effsurf's figure metadata")
    return data[start + len(PAGE_SCRIPT):end].decode("utf-8")


def _comment_text(text, path):
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        if line.startswith(CSV_PREFIX):
            return line[len(CSV_PREFIX):].strip()
    raise FigureFormatError(f'{path}: text without the "# effsurf: ..." comment line of effsurf\'s CSV figures')


def read_json(path):
    """The JSON object a session or figure file holds (a dict)."""
    with open(path, "rb") as file:
        data = file.read()
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        text = _png_text(data, path)
    elif data.startswith(b"%PDF-"):
        text = _pdf_text(data, path)
    else:
        head = data.lstrip()
        if head.startswith(b"{"):
            text = data.decode("utf-8")
        elif head.startswith(b"<!DOCTYPE html"):
            text = _page_text(data, path)
        elif head.startswith((b"<?xml", b"<svg", b"<!DOCTYPE svg")):
            text = _svg_text(data, path)
        elif head.startswith(b"#"):
            text = _comment_text(data.decode("utf-8", "replace"), path)
        else:
            raise FigureFormatError(f"{path}: not a file effsurf writes (a session, or a PNG, SVG, PDF or CSV figure)")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise FigureFormatError(f"{path}: broken JSON at line {error.lineno}, column {error.colno}: {error.msg}") from None
    if not isinstance(document, dict):
        raise FigureFormatError(f"{path}: the JSON is not an object")
    return document

