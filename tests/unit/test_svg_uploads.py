"""SVG plans: well-known sanitiser bypasses are refused or stored with nothing active left;
a drawing survives in what it draws; whatever is accepted holds only allowlisted parts."""

from __future__ import annotations

import pytest
from defusedxml import ElementTree as ET

from demo.plans import plan_of
from domain.commands.organisation import FloorSpec
from domain.errors import ValidationFailed
from domain.floor import PLAN_KINDS, Floor, check_plan
from domain.images import ImageRefused, accepted_image
from domain.svg_images import MAX_DEPTH, MAX_ELEMENTS, clean_svg
from tests.image_samples import (
    SVG_OPEN,
    active_parts,
    data_url,
    picture,
    png_claiming,
    svg_of,
    svg_url,
)

XHTML = 'xmlns:h="http://www.w3.org/1999/xhtml"'
EV = 'xmlns:ev="http://www.w3.org/2001/xml-events"'
LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;">'
    '<!ENTITY c "&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;">]>'
    '<svg xmlns="http://www.w3.org/2000/svg"><text>&d;</text></svg>'
)
XXE = (
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
    '<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'
)
NESTED_SVG = svg_url('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')

# Each bypass, and what its refusal says (None: stored, rebuilt without what it carried).
BYPASSES: dict[str, tuple[str, str | None]] = {
    "svg onload": (
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        "event handlers (onload)",
    ),
    "script": (
        f"{SVG_OPEN}<script>alert(1)</script></svg>",
        "scripts or embedded documents (<script>)",
    ),
    "namespaced h:script": (
        f"{SVG_OPEN}<h:script {XHTML}>alert(1)</h:script></svg>",
        "HTML or XML Events elements (<script>)",
    ),
    "XHTML by default namespace": (
        f'{SVG_OPEN}<g xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/>'
        "</g></svg>",
        "HTML or XML Events elements (<g>)",
    ),
    "entity-encoded javascript: link": (
        f'{SVG_OPEN}<a href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "hex-encoded javascript: link": (
        f'{SVG_OPEN}<a href="&#x6A;avascript&#x3A;alert(1)"><rect width="9"/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "a xlink:href javascript:": (
        f'{SVG_OPEN}<a xlink:href="javascript:alert(1)"><rect width="9"/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "xlink under another prefix": (
        f'{SVG_OPEN}<a xmlns:x="http://www.w3.org/1999/xlink" x:href="javascript:alert(1)">'
        '<rect width="9"/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "mixed-case JaVaScRiPt:": (
        f'{SVG_OPEN}<a href="JaVaScRiPt:alert(1)"><rect/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "newline inside java\\nscript:": (
        f'{SVG_OPEN}<a href="java\nscript:alert(1)"><rect/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "tab reference inside java&#9;script:": (
        f'{SVG_OPEN}<a href="java&#9;script:alert(1)"><rect/></a></svg>',
        "javascript: or vbscript: links",
    ),
    "data:text/html href": (
        f'{SVG_OPEN}<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'
        "<rect/></a></svg>",
        "only link within itself (#…) or to an embedded PNG, JPEG or WebP image (<a href>)",
    ),
    "set attributeName=onmouseover": (
        f'{SVG_OPEN}<rect width="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>',
        "animate links, styles or event handlers (<set>)",
    ),
    "set onmouseover": (
        f'{SVG_OPEN}<set attributeName="x" onmouseover="alert(1)"/></svg>',
        "event handlers (onmouseover)",
    ),
    "animate onbegin": (
        f'{SVG_OPEN}<animate attributeName="x" dur="1s" onbegin="alert(1)"/></svg>',
        "event handlers (onbegin)",
    ),
    "animate href to javascript:": (
        f'{SVG_OPEN}<a><animate attributeName="href" to="javascript:alert(1)"/>'
        '<rect width="9"/></a></svg>',
        "animate links, styles or event handlers (<animate>)",
    ),
    "animate href values javascript:": (
        f'{SVG_OPEN}<a><animate attributeName="href" values="javascript:alert(1)"/>'
        '<rect width="9"/></a></svg>',
        "animate links, styles or event handlers (<animate>)",
    ),
    "set xlink:href to an outside page": (
        f'{SVG_OPEN}<a><set attributeName="xlink:href" to="https://evil.example/"/>'
        '<rect width="9"/></a></svg>',
        "animate links, styles or event handlers (<set>)",
    ),
    "style @import": (
        f"{SVG_OPEN}<style>@import url(https://evil.example/x.css);</style><rect/></svg>",
        "styles may not use @import",
    ),
    "style @import in CDATA": (
        f'{SVG_OPEN}<style><![CDATA[@import "https://evil.example/x.css";]]></style></svg>',
        "styles may not use @import",
    ),
    "style rule loading a url": (
        f"{SVG_OPEN}<style>rect {{ fill: url(https://evil.example/t) }}</style><rect/></svg>",
        "url() from outside itself",
    ),
    "foreignObject iframe": (
        f"{SVG_OPEN}<foreignObject><iframe {XHTML} src='javascript:alert(1)'/></foreignObject>"
        "</svg>",
        "scripts or embedded documents (<foreignObject>)",
    ),
    "use of an outside sprite": (
        f'{SVG_OPEN}<use href="https://evil.example/sprite.svg#x"/></svg>',
        "(<use href>)",
    ),
    "use of an SVG data URL": (
        f'{SVG_OPEN}<use href="data:image/svg+xml;base64,PHN2Zy8+#x"/></svg>',
        "(<use href>)",
    ),
    "image from elsewhere": (
        f'{SVG_OPEN}<image href="https://evil.example/x.png"/></svg>',
        "(<image href>)",
    ),
    "image of an SVG with onload": (
        f'{SVG_OPEN}<image href="{NESTED_SVG}"/></svg>',
        "An image inside the SVG is refused: Must be a PNG, JPEG or WebP",
    ),
    "billion laughs": (LAUGHS, "DTD or declare entities"),
    "XXE": (XXE, "DTD or declare entities"),
    "style attribute url()": (
        f'{SVG_OPEN}<rect style="background:url(https://evil.example/t)"/></svg>',
        "url() from outside itself",
    ),
    "fill url() elsewhere": (
        f'{SVG_OPEN}<rect fill="url(https://evil.example/#g)"/></svg>',
        "url() from outside itself",
    ),
    "CSS-escaped url()": (
        f'{SVG_OPEN}<rect style="fill:u\\72l(https://evil.example/)"/></svg>',
        "styles may not use CSS escapes",
    ),
    "CSS expression()": (
        f'{SVG_OPEN}<rect style="width:expression(alert(1))"/></svg>',
        "styles may not use expression()",
    ),
    "CSS behavior": (
        f'{SVG_OPEN}<rect style="behavior:url(#x.htc)"/></svg>',
        "styles may not use behavior",
    ),
    "CSS image-set() of strings": (
        f"{SVG_OPEN}<rect style=\"fill:image-set('https://evil.example/t' 1x)\"/></svg>",
        "styles may not use image-set()",
    ),
    "handler element": (
        f'{SVG_OPEN}<handler {EV} ev:event="load" type="text/ecmascript">alert(1)</handler></svg>',
        "scripts or embedded documents (<handler>)",
    ),
    "ev:listener": (
        f'{SVG_OPEN}<ev:listener {EV} event="click" handler="#h"/></svg>',
        "HTML or XML Events elements (<listener>)",
    ),
    "ev:event attribute": (
        f'{SVG_OPEN}<rect {EV} ev:event="click"/></svg>',
        "event handlers (event)",
    ),
    "filter feImage from elsewhere": (
        f'{SVG_OPEN}<filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>',
        "(<feImage href>)",
    ),
    "embed in no namespace": (
        f'{SVG_OPEN}<embed xmlns="" src="https://evil.example/x"/></svg>',
        "scripts or embedded documents (<embed>)",
    ),
    "SVG namespace under a prefix": (
        '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
        "scripts or embedded documents (<script>)",
    ),
    "escaped markup in text": (
        f"{SVG_OPEN}<text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>",
        None,
    ),
    "markup in a CDATA title": (
        f"{SVG_OPEN}<title><![CDATA[</title><script>alert(1)</script>]]></title></svg>",
        None,
    ),
    "animation of a colour": (
        f'{SVG_OPEN}<rect width="9"><animate attributeName="fill" values="red;blue"/></rect></svg>',
        None,
    ),
    "inert link and editor metadata": (
        f'{SVG_OPEN}<metadata><x xmlns="urn:rdf">about</x></metadata>'
        '<a href="#room"><rect id="room" width="9"/></a>'
        '<g xmlns:ink="http://www.inkscape.org/namespaces/inkscape" ink:label="walls"/></svg>',
        None,
    ),
}


@pytest.mark.parametrize("name", sorted(BYPASSES))
def test_a_bypass_is_refused_or_stored_with_nothing_active(name: str) -> None:
    svg, refusal = BYPASSES[name]
    upload = svg_url(svg)
    if refusal is not None:
        with pytest.raises(ValidationFailed) as refused:
            check_plan(upload)
        [violation] = refused.value.violations
        assert violation.field == "floorPlan"
        assert refusal in violation.message
        return
    stored = check_plan(upload)
    assert stored is not None and stored != upload
    assert active_parts(svg_of(stored)) == []


def test_what_text_says_is_stored_as_text() -> None:
    stored = svg_of(accepted_image(svg_url(BYPASSES["markup in a CDATA title"][0]), PLAN_KINDS))
    root = ET.fromstring(stored)
    assert [e.tag.split("}")[1] for e in root.iter()] == ["svg", "title"]
    assert root[0].text == "</title><script>alert(1)</script>"


@pytest.mark.parametrize(("building", "floor"), [("Harbour Point", "Level 2"), ("A & B", "<G>")])
def test_a_demo_plan_draws_the_same_after_the_rebuild(building: str, floor: str) -> None:
    sent = plan_of(building, floor)
    stored = accepted_image(sent, PLAN_KINDS)

    def drawing(svg: bytes) -> list[tuple[str, dict[str, str], str]]:
        return [(e.tag, dict(e.attrib), e.text or "") for e in ET.fromstring(svg).iter()]

    assert drawing(svg_of(stored)) == drawing(svg_of(sent))
    assert active_parts(svg_of(stored)) == []
    assert accepted_image(stored, PLAN_KINDS) == stored  # the rebuild is its own fixed point


def test_the_floor_stores_the_rebuilt_document_not_the_upload() -> None:
    floor = Floor.add("b", FloorSpec("G", 0), "t")
    upload = svg_url(f'{SVG_OPEN}<metadata>editor data</metadata><rect width="9"/></svg>')
    floor.upload_plan(upload, actor="t")
    assert floor.floor_plan is not None and floor.floor_plan != upload
    event = floor.collect_events()[-1]
    assert isinstance(event, Floor.PlanUploaded) and event.floor_plan == floor.floor_plan
    assert b"metadata" not in svg_of(floor.floor_plan)


def test_an_embedded_raster_image_is_kept_when_it_is_a_whole_picture() -> None:
    png = data_url("png", picture("PNG", (8, 8)))
    kept = clean_svg(f'{SVG_OPEN}<image width="8" height="8" xlink:href="{png}"/></svg>'.encode())
    assert ET.fromstring(kept)[0].get("{http://www.w3.org/1999/xlink}href") == png
    assert active_parts(kept) == []
    cut = png[: len(png) // 2]
    with pytest.raises(ImageRefused, match="image inside the SVG"):
        clean_svg(f'{SVG_OPEN}<image href="{cut}"/></svg>'.encode())


def test_the_images_an_svg_embeds_share_one_pixel_bound() -> None:
    rows = b"\0" * (8_001 * 3_000)  # 8,000 by 3,000 pixels of grey: 24 megapixels
    half = data_url("png", png_claiming(8_000, 3_000, rows))
    one = f'<image href="{half}"/>'
    assert active_parts(clean_svg(f"{SVG_OPEN}{one}</svg>".encode())) == []
    with pytest.raises(ImageRefused, match="too large together"):
        clean_svg(f"{SVG_OPEN}{one}{one}</svg>".encode())


@pytest.mark.parametrize(
    ("svg", "says"),
    [
        (b"<svg><rect/></svg>", "not an SVG image"),
        (b'<html xmlns="http://www.w3.org/1999/xhtml"/>', "not an SVG image"),
        (b'<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', "not well-formed"),
        (b"\xff\xfe<\x00", "not well-formed"),
        (
            b'<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg"/>',
            "encoding",
        ),
        (
            SVG_OPEN.encode() + b"<g>" * (MAX_DEPTH + 1) + b"</g>" * (MAX_DEPTH + 1) + b"</svg>",
            "deep",
        ),
        (SVG_OPEN.encode() + b"<g/>" * MAX_ELEMENTS + b"</svg>", "more than 50,000 elements"),
    ],
)
def test_what_is_not_a_readable_svg_is_refused_with_the_reason(svg: bytes, says: str) -> None:
    with pytest.raises(ImageRefused, match=says):
        accepted_image(svg_url(svg), PLAN_KINDS)


def test_nesting_far_too_deep_is_refused_without_a_crash() -> None:
    deep = SVG_OPEN.encode() + b"<g>" * 200_000 + b"</g>" * 200_000 + b"</svg>"
    with pytest.raises(ImageRefused, match="deep"):
        clean_svg(deep)
