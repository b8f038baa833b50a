@testable import LayoutRender
import Testing

/// How a page's templates split an element's text: the first line a hole,
/// and in the other lines each word that is a number (a trailing `,` or `;`
/// left out), the words around them template.
@Suite struct MarkupTemplatesTests {
    @Test func eachNumberOfATooltipsLaterLinesIsAHole() {
        var templates = MarkupTemplates()
        let title = MarkupElement("title", [], [.text("v\nwas 1.5, 2 x -3; moved +4 and x1.2 1. .5 é 7")])
        let part = templates.part(title)
        let template = templates.templates[part.template]
        // Holes: "v" (the first line), then 1.5, 2, -3, +4 and 7; not x1.2, "1." or ".5".
        #expect(template.pieces == ["<title>", "\nwas ", ", ", " x ", "; moved ", " and x1.2 1. .5 é ", "</title>"])
        #expect(template.keys.map { part.holes[$0] } == ["v", "1.5", "2", "-3", "+4", "7"])
        // The same line of ASCII only: the same split.
        let ascii = templates.part(MarkupElement("title", [], [.text("v\nwas 1.5, 2 x -3; moved +4 and x1.2 1. .5 e 7")]))
        #expect(templates.templates[ascii.template].pieces
                == ["<title>", "\nwas ", ", ", " x ", "; moved ", " and x1.2 1. .5 e ", "</title>"])
        #expect(templates.templates[ascii.template].keys.map { ascii.holes[$0] } == ["v", "1.5", "2", "-3", "+4", "7"])
    }
}
