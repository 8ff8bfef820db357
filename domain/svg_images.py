"""SVG images: parsed without a DTD or entities, checked, and rebuilt from an allowlist.

An SVG is a document that can run scripts and load from elsewhere; a floor plan needs none
of that. Each upload is parsed by defusedxml (no DTD, no entity, nothing external), then
walked once, every element and attribute looked at by namespace and after the parser has
decoded character references, and what is stored is the document rebuilt from what the walk
kept, never the bytes as they came.

Refused, with a message that names what was found (400):
- a file that is not well-formed XML, has a DTD or declares entities, or whose root is not
  `<svg>` in the SVG namespace; nesting deeper than `MAX_DEPTH`, more than `MAX_ELEMENTS`;
- anything active, wherever it stands (inside an element that would be dropped too):
  `script`, `foreignObject`, `handler`, `listener` and the HTML-embedding elements in any
  namespace; any element or attribute of the XHTML or XML Events vocabularies; an `on...`
  attribute; `javascript:` or `vbscript:` in any attribute value once whitespace and control
  characters are taken out (as browsers do); an `href`, `xlink:href` or `src` that is not a
  `#` reference within the document, except a PNG, JPEG or WebP data URL on `<image>` that
  passes the raster checks; a `set` or `animate*` of a link, an event handler or a style;
- CSS (`<style>`, `style`, presentation attributes) with `@import`, a `url()` that leaves
  the document, an escape, `expression(`, `behavior`, `-moz-binding`, or a function a
  drawing does not use (`image-set()` takes plain strings as URLs).
Refusing tells the uploader the file is not what it seems; storing a defanged copy without
a word would hide that.

Dropped without a word, being inert but not needed: elements outside
`svg_allowlist.ELEMENTS`, with everything inside them (metadata, editor namespaces, `<a>`,
`<switch>`, filters, animations of colours or geometry, `<style>`); attributes outside
`svg_allowlist.ATTRIBUTES` (editors' own, `class`, `xml:space`); comments, processing
instructions, the XML declaration, and character data outside text elements.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from defusedxml import DefusedXmlException
from defusedxml import ElementTree as DefusedET

from domain.data_urls import ImageRefused, read_data_url
from domain.raster_images import MAX_PIXELS, check_raster
from domain.svg_allowlist import (
    ACTIVE_ELEMENTS,
    ACTIVE_NAMESPACES,
    ANIMATIONS,
    ATTRIBUTES,
    CSS_FUNCTIONS,
    ELEMENTS,
    LINKING_ELEMENTS,
    PRESENTATION,
    SVG_NS,
    TEXT_ELEMENTS,
    URL_ATTRIBUTES,
    XLINK_NS,
)

# Plans nest groups a few levels deep; the bound keeps the walk's recursion shallow. A
# detailed plan within the size limit has some 15,000 elements and is checked in about a
# second; the element bound keeps a file of empty elements to no more than that.
MAX_DEPTH = 100
MAX_ELEMENTS = 50_000
RASTER_KINDS = ("png", "jpeg", "webp")

_BLANKS = re.compile(r"[\x00-\x20\x7f]+")
_URL_CUTS = re.compile(r"[\t\n\r]")
_C0_AND_SPACE = "".join(chr(c) for c in range(0x21))
_CSS_FUNCTION = re.compile(r"([a-z0-9_-]+)\s*\(", re.IGNORECASE)
_CSS_URL = re.compile(r"url\(\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"')]*))\s*\)", re.IGNORECASE)
_CSS_REFUSED = {
    "@import": "@import",
    "expression(": "expression()",
    "behavior": "behavior",
    "-moz-binding": "-moz-binding",
}
_TEXT_ESCAPES = {"\r": "&#13;"}
_ATTRIBUTE_ESCAPES = {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
_LINK_SPACES = (None, XLINK_NS)
_LINKS_ALLOWED = "within itself (#…) or to an embedded PNG, JPEG or WebP image"


def clean_svg(data: bytes) -> bytes:
    """The SVG rebuilt from its allowed elements and attributes; `ImageRefused` when the file
    is not an SVG or carries anything that runs or loads from elsewhere."""
    root = _parse(data)
    if root.tag != f"{{{SVG_NS}}}svg":
        raise ImageRefused("The file is not an SVG image")
    _check_shape(root)
    rebuild = _Rebuild()
    rebuild.visit(root, keep=True)
    return rebuild.document().encode("utf-8")


def _parse(data: bytes) -> ET.Element:
    try:
        root: ET.Element = DefusedET.fromstring(data, forbid_dtd=True)
    except DefusedXmlException:
        raise ImageRefused("The SVG may not have a DTD or declare entities") from None
    except ET.ParseError as error:
        line, column = error.position
        raise ImageRefused(
            f"The SVG is not well-formed XML (line {line}, column {column})"
        ) from None
    except (ValueError, LookupError):  # an encoding expat does not read
        raise ImageRefused("The SVG is not in an encoding it can be read in") from None
    return root


def _check_shape(root: ET.Element) -> None:
    """Bounds the depth (the walk recurses) and the number of elements (the walk's time)."""
    stack = [(root, 1)]
    count = 0
    while stack:
        element, depth = stack.pop()
        count += 1
        if depth > MAX_DEPTH:
            raise ImageRefused(f"The SVG nests elements more than {MAX_DEPTH} deep")
        if count > MAX_ELEMENTS:
            raise ImageRefused(f"The SVG has more than {MAX_ELEMENTS:,} elements")
        stack.extend((child, depth + 1) for child in element)


def _split(name: str) -> tuple[str | None, str]:
    if name.startswith("{"):
        namespace, _, local = name[1:].partition("}")
        return namespace, local
    return None, name


class _Rebuild:
    """One walk over a parsed SVG: the document kept so far, and what the raster images it
    embeds may still cost to decode (all of them together, as much as one upload)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.uses_xlink = False
        self.pixels_left = MAX_PIXELS

    def document(self) -> str:
        namespaces = f' xmlns="{SVG_NS}"'
        if self.uses_xlink:
            namespaces += f' xmlns:xlink="{XLINK_NS}"'
        return self.parts[0].replace("<svg", "<svg" + namespaces, 1) + "".join(self.parts[1:])

    def text(self, text: str | None) -> None:
        if text:
            self.parts.append(escape(text, _TEXT_ESCAPES))

    def visit(self, element: ET.Element, keep: bool) -> None:
        """Checks `element` and all inside it; writes it when `keep` and it is allowed."""
        namespace, local = _split(element.tag)
        _check_element(namespace, local, element)
        attributes = self.attributes(local, element)
        keep = keep and namespace == SVG_NS and local in ELEMENTS
        keep_text = keep and local in TEXT_ELEMENTS
        start = len(self.parts)
        if keep:
            self.uses_xlink |= any(name.startswith("xlink:") for name, _ in attributes)
            shown = "".join(
                f' {name}="{escape(value, _ATTRIBUTE_ESCAPES)}"' for name, value in attributes
            )
            self.parts.append(f"<{local}{shown}>")
            if keep_text:
                self.text(element.text)
        for child in element:
            if isinstance(child.tag, str):  # comments and processing instructions are not kept
                self.visit(child, keep)
            if keep_text:
                self.text(child.tail)
        if keep:
            if len(self.parts) == start + 1:
                self.parts[-1] = self.parts[-1][:-1] + "/>"
            else:
                self.parts.append(f"</{local}>")

    def attributes(self, element: str, node: ET.Element) -> list[tuple[str, str]]:
        """Checks every attribute of `node`; answers those kept, as (written name, value)."""
        kept: list[tuple[str, str]] = []
        for name, value in node.attrib.items():
            namespace, local = _split(name)
            lowered = local.lower()
            if lowered.startswith("on") or namespace in ACTIVE_NAMESPACES:
                raise ImageRefused(f"The SVG may not contain event handlers ({local})")
            squashed = _BLANKS.sub("", value).lower()
            if "javascript:" in squashed or "vbscript:" in squashed:
                raise ImageRefused("The SVG may not contain javascript: or vbscript: links")
            _check_urls(value)
            if lowered in URL_ATTRIBUTES:
                value = self.link(element, local, value)
                if element in LINKING_ELEMENTS and local == "href" and namespace in _LINK_SPACES:
                    kept.append(("xlink:href" if namespace else "href", value))
            elif namespace is None and local in ATTRIBUTES:
                if local in PRESENTATION:
                    _check_css(value)
                kept.append((local, value))
        return kept

    def link(self, element: str, attribute: str, value: str) -> str:
        """The link as a browser reads it (tabs and line breaks out, ends trimmed), when it
        stays within the drawing or embeds a raster image that passes its own checks."""
        link = _URL_CUTS.sub("", value).strip(_C0_AND_SPACE)
        if link.startswith("#"):
            return link
        if element == "image" and link.lower().startswith("data:image/"):
            try:
                kind, data = read_data_url(link, RASTER_KINDS)
                self.pixels_left -= check_raster(kind, data)
            except ImageRefused as refused:
                raise ImageRefused(f"An image inside the SVG is refused: {refused}") from None
            if self.pixels_left < 0:
                raise ImageRefused(
                    "The images inside the SVG are too large together: at most"
                    f" {MAX_PIXELS // 1_000_000} megapixels"
                )
            return link
        raise ImageRefused(f"The SVG may only link {_LINKS_ALLOWED} (<{element} {attribute}>)")


def _check_element(namespace: str | None, local: str, element: ET.Element) -> None:
    lowered = local.lower()
    if namespace in ACTIVE_NAMESPACES:
        raise ImageRefused(f"The SVG may not contain HTML or XML Events elements (<{local}>)")
    if lowered in ACTIVE_ELEMENTS:
        raise ImageRefused(f"The SVG may not contain scripts or embedded documents (<{local}>)")
    if lowered in ANIMATIONS:
        target = _split(element.get("attributeName", "").strip())[1].split(":")[-1].lower()
        if target in URL_ATTRIBUTES or target == "style" or target.startswith("on"):
            raise ImageRefused(
                f"The SVG may not animate links, styles or event handlers (<{local}>)"
            )
    if lowered == "style":
        _check_css("".join(element.itertext()))


def _check_urls(value: str) -> None:
    """Every `url()` in a value points within the document."""
    lowered = value.lower()
    if "url(" not in lowered:
        return
    found = list(_CSS_URL.finditer(value))
    if lowered.count("url(") != len(found) or any(
        not (m.group(1) or m.group(2) or m.group(3) or "").strip().startswith("#") for m in found
    ):
        raise ImageRefused("The SVG may not load anything with url() from outside itself")


def _check_css(css: str) -> None:
    if "\\" in css:
        raise ImageRefused("The SVG's styles may not use CSS escapes")
    lowered = css.lower()
    for refused, shown in _CSS_REFUSED.items():
        if refused in lowered:
            raise ImageRefused(f"The SVG's styles may not use {shown}")
    for function in _CSS_FUNCTION.findall(lowered):
        if function not in CSS_FUNCTIONS:
            raise ImageRefused(f"The SVG's styles may not use {function}()")
    _check_urls(css)
