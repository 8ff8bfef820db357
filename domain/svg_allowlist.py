"""What a stored SVG may hold: the drawing elements a floor plan needs and their geometry and
presentation attributes, by namespace; and the names that mark an SVG as active."""

from __future__ import annotations

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XHTML_NS = "http://www.w3.org/1999/xhtml"
XML_EVENTS_NS = "http://www.w3.org/2001/xml-events"

ELEMENTS = frozenset(
    {
        "svg",
        "g",
        "path",
        "rect",
        "circle",
        "ellipse",
        "line",
        "polyline",
        "polygon",
        "text",
        "tspan",
        "title",
        "desc",
        "defs",
        "use",
        "symbol",
        "linearGradient",
        "radialGradient",
        "stop",
        "clipPath",
        "mask",
        "pattern",
        "marker",
        "image",
    }
)
# Elements whose character data is drawn or read (the rest only hold layout whitespace).
TEXT_ELEMENTS = frozenset({"text", "tspan", "title", "desc"})
# Elements that may point at another element of the same document (`#id`); `image` also
# takes an embedded PNG, JPEG or WebP.
LINKING_ELEMENTS = frozenset({"use", "image", "linearGradient", "radialGradient", "pattern"})

# Attributes without a namespace: geometry and structure.
GEOMETRY = frozenset(
    {
        "id",
        "x",
        "y",
        "x1",
        "y1",
        "x2",
        "y2",
        "cx",
        "cy",
        "r",
        "rx",
        "ry",
        "fx",
        "fy",
        "fr",
        "width",
        "height",
        "d",
        "points",
        "pathLength",
        "transform",
        "viewBox",
        "preserveAspectRatio",
        "version",
        "dx",
        "dy",
        "rotate",
        "textLength",
        "lengthAdjust",
        "offset",
        "gradientUnits",
        "gradientTransform",
        "spreadMethod",
        "patternUnits",
        "patternContentUnits",
        "patternTransform",
        "clipPathUnits",
        "maskUnits",
        "maskContentUnits",
        "markerWidth",
        "markerHeight",
        "markerUnits",
        "refX",
        "refY",
        "orient",
    }
)
# Attributes without a namespace whose values are CSS: checked as CSS before they are kept.
PRESENTATION = frozenset(
    {
        "style",
        "fill",
        "fill-opacity",
        "fill-rule",
        "stroke",
        "stroke-width",
        "stroke-opacity",
        "stroke-linecap",
        "stroke-linejoin",
        "stroke-miterlimit",
        "stroke-dasharray",
        "stroke-dashoffset",
        "opacity",
        "color",
        "display",
        "visibility",
        "overflow",
        "clip-path",
        "clip-rule",
        "mask",
        "marker-start",
        "marker-mid",
        "marker-end",
        "font-family",
        "font-size",
        "font-size-adjust",
        "font-weight",
        "font-style",
        "font-variant",
        "font-stretch",
        "text-anchor",
        "text-decoration",
        "dominant-baseline",
        "alignment-baseline",
        "baseline-shift",
        "letter-spacing",
        "word-spacing",
        "writing-mode",
        "direction",
        "unicode-bidi",
        "vector-effect",
        "shape-rendering",
        "text-rendering",
        "image-rendering",
        "color-interpolation",
        "color-rendering",
        "paint-order",
        "stop-color",
        "stop-opacity",
        "transform-origin",
    }
)
ATTRIBUTES = GEOMETRY | PRESENTATION
# CSS functions a drawing uses; `url()` is allowed too, pointing within the document only.
CSS_FUNCTIONS = frozenset(
    {
        "rgb",
        "rgba",
        "hsl",
        "hsla",
        "matrix",
        "translate",
        "translatex",
        "translatey",
        "scale",
        "scalex",
        "scaley",
        "rotate",
        "skewx",
        "skewy",
        "calc",
        "min",
        "max",
        "clamp",
        "var",
        "url",
    }
)

# Refused wherever they stand, in any namespace: each runs code or embeds another document.
ACTIVE_ELEMENTS = frozenset(
    {
        "script",
        "foreignobject",
        "handler",
        "listener",
        "iframe",
        "frame",
        "frameset",
        "embed",
        "object",
        "applet",
        "base",
        "link",
        "meta",
    }
)
ANIMATIONS = frozenset({"set", "animate", "animatemotion", "animatetransform", "animatecolor"})
# Whole vocabularies that bring scripting or HTML into an SVG.
ACTIVE_NAMESPACES = frozenset({XHTML_NS, XML_EVENTS_NS})
# Attributes, by local name in any namespace, whose value is a URL that is followed.
URL_ATTRIBUTES = frozenset({"href", "src"})
