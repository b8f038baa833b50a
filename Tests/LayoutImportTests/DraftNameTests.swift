import LayoutImport
@testable import LayoutModel
import Testing

/// What a draft writes as a name or a bare key is one to the language's
/// lexer (docs/language.md, "Names"; `Vocabulary`): a key with `[i]`
/// suffixes, or called `root`, is written bare, as the one-line form writes
/// it; a key the lexer cannot read as a name is quoted; a document's name
/// taken from a file's is always a name.
@Suite struct DraftNameTests {
    @Test func keysAreWrittenBareExactlyWhenTheLexerReadsThemSo() throws {
        let source = """
            @implementation V
            - (void)setUp {
                UIView *a = [UIView new];
                [self addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self).key(@"cells[2]");
                    make.left.equalTo(self).key(@"root");
                    make.right.equalTo(self).key(@"a\u{200C}b");
                }];
            }
            @end
            """
        let draft = try LayoutImporter.draft(of: [ImportSource(name: "V.m", text: source)]).draft
        // By hand: `cells[2]` is a name and an index, `root` a name (a key may be called so),
        // `a` + U+200C + `b` no name (the zero-width non-joiner is no letter, number, mark or
        // connector): a string. The old rule quoted the first two and wrote the third bare.
        #expect(draft.contains("""
            make a {  # V.m:5
              top.equalTo(root).key(cells[2])  # V.m:6
              left.equalTo(root).key(root)  # V.m:7
              right.equalTo(root).key("a\u{200C}b")  # V.m:8
            }
            """), "\(draft)")
        let (problems, layout) = ImportSupport.filled(draft, [])
        #expect(problems.isEmpty)
        #expect(layout.constraints.map { $0.constraint.key } == ["cells[2]", "root", "a\u{200C}b"])
    }

    @Test func aDocumentNamedAfterItsFileIsANameTheLexerReads() {
        // By hand: each scalar that cannot stand in a name becomes `_` (U+200C, `-`), a name
        // that cannot begin with its first gets a `_` before it, and `root` becomes `root_`.
        #expect(LayoutImporter.documentName(forFile: "Views/a\u{200C}b.m") == "a_b")
        #expect(LayoutImporter.documentName(forFile: "login-screen.swift") == "login_screen")
        #expect(LayoutImporter.documentName(forFile: "1cell.m") == "_1cell")
        #expect(LayoutImporter.documentName(forFile: "cafe\u{301}.m") == "cafe\u{301}")
        #expect(LayoutImporter.documentName(forFile: "root.m") == "root_")
        for file in ["Views/a\u{200C}b.m", "login-screen.swift", "1cell.m", "cafe\u{301}.m", "root.m"] {
            let name = LayoutImporter.documentName(forFile: file)
            #expect(LayoutParser.parse("layout \(name)\n", file: "t.layout").documentName == name)
        }
    }
}
