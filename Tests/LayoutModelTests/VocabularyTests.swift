import LayoutSolver
import Testing
@testable import LayoutModel

/// The language's vocabulary (`Vocabulary`) and its one rule of what a name
/// is. Every expected list below is written by hand from docs/language.md
/// ("Statements", "Attributes", "Chain form", "The safe area and layout
/// guides", "Scroll views", "Lexical rules"), not read from the table: the
/// table must hold the documented words, and the lexer and the parser must
/// read each of them.
@Suite struct VocabularyTests {
    /// The tokens of `text` up to the end, and the lexer's diagnostics.
    private func tokens(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(text, file: "f")
        var result: [Token] = []
        while true {
            let token = lexer.next()
            if token.kind == .end || result.count > 1_000 { break }
            result.append(token)
        }
        return (result, lexer.diagnostics)
    }

    /// The single word `text` lexes to: one name token and no diagnostic.
    private func word(_ text: String) -> Word? {
        let (tokens, diagnostics) = tokens(text)
        guard tokens.count == 1, tokens[0].kind == .name, diagnostics.isEmpty else { return nil }
        return tokens[0].word
    }

    // MARK: Statements

    /// language.md, "Statements": the first word of each row.
    static let statementKeywords = ["layout", "dialect", "canvas", "remove", "view", "stack", "guide", "make", "update",
                                    "remake", "deactivate", "activate", "constraint", "vfl", "distribute"]

    @Test func theStatementKeywordsAreTheDocumentedOnes() {
        #expect(Set(Vocabulary.Statement.allCases.map(\.rawValue)) == Set(Self.statementKeywords))
        #expect(Vocabulary.Statement.allCases.count == Self.statementKeywords.count)
    }

    @Test(arguments: statementKeywords)
    func theLexerReadsEachStatementKeywordAsItsStatement(keyword: String) {
        #expect(word(keyword)?.statement?.rawValue == keyword)
    }

    /// A block whose `}` is missing ends at a line that begins with a
    /// statement keyword, whichever it is: the error is the unclosed block,
    /// at its `{`, and the line is read as its statement, not as a
    /// constraint line of the block (`guide` was missing from the keywords
    /// that end one: `unknown attribute 'guide'`).
    @Test(arguments: statementKeywords)
    func anUnclosedBlockEndsAtEveryStatementKeyword(keyword: String) {
        let diagnostics = ParserTestSupport.diagnostics("make a {\n  width == 1\n\(keyword) x\n")
        #expect(diagnostics.first == "t.layout:1:8: error: unterminated block: '{' has no matching '}'")
        #expect(!diagnostics.contains("t.layout:3:1: error: unknown attribute '\(keyword)'"), "\(diagnostics)")
    }

    /// As `view b` after an unclosed block (ParserErrorTests), a `guide`
    /// statement is read as one: the unclosed block is the only error.
    @Test func anUnclosedBlockFollowedByAGuideIsTheOnlyError() {
        let text = "view a\nmake a {\n  width == 1\nguide g\nmake g { width == 2 }\n"
        #expect(ParserTestSupport.diagnostics(text) == ["t.layout:2:8: error: unterminated block: '{' has no matching '}'"])
        #expect(ParserTestSupport.diagnostics(text.replacingOccurrences(of: "guide", with: "view"))
                == ["t.layout:2:8: error: unterminated block: '{' has no matching '}'"])
    }

    // MARK: Attributes

    /// language.md, "Attributes": every name and what it expands to.
    static let attributes: [(String, [Attribute])] = [
        ("left", [.left]), ("top", [.top]), ("right", [.right]), ("bottom", [.bottom]),
        ("width", [.width]), ("height", [.height]), ("centerX", [.centerX]), ("centerY", [.centerY]),
        ("leading", [.leading]), ("trailing", [.trailing]),
        ("firstBaseline", [.firstBaseline]), ("lastBaseline", [.lastBaseline]), ("baseline", [.lastBaseline]),
        ("leftMargin", [.leftMargin]), ("rightMargin", [.rightMargin]), ("topMargin", [.topMargin]),
        ("bottomMargin", [.bottomMargin]), ("leadingMargin", [.leadingMargin]), ("trailingMargin", [.trailingMargin]),
        ("centerXWithinMargins", [.centerXWithinMargins]), ("centerYWithinMargins", [.centerYWithinMargins]),
        ("edges", [.left, .right, .top, .bottom]), ("size", [.width, .height]), ("center", [.centerX, .centerY]),
        ("margins", [.leftMargin, .rightMargin, .topMargin, .bottomMargin]), ("horizontalEdges", [.left, .right]),
        ("verticalEdges", [.top, .bottom]), ("directionalEdges", [.leading, .trailing, .top, .bottom]),
    ]

    @Test func theAttributeNamesAreTheDocumentedOnesWithTheirExpansions() {
        #expect(Set(Vocabulary.attributes.map(\.name)) == Set(Self.attributes.map(\.0)))
        #expect(Vocabulary.attributes.count == Self.attributes.count)
        for (name, expected) in Self.attributes {
            #expect(Vocabulary.attribute(named: name)?.attributes == expected, "\(name)")
            #expect(expandAttribute(name) == expected, "\(name)")
        }
    }

    @Test(arguments: attributes.map(\.0))
    func theLexerAndTheParserReadEachAttributeName(name: String) {
        let expected = Self.attributes.first { $0.0 == name }!.1
        #expect(word(name)?.attributes == expected)
        let made = ParserTestSupport.constraints("make a { \(name).equalTo(b) }")
        #expect(made.map(\.attribute) == expected)
    }

    // MARK: Relations

    /// language.md, "Chain form": the relation calls, their relation, and
    /// whether they target the superview itself.
    static let relations: [(String, Relation, Bool)] = [
        ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false),
        ("lessThanOrEqualTo", .lessThanOrEqual, false), ("mas_equalTo", .equal, false),
        ("mas_greaterThanOrEqualTo", .greaterThanOrEqual, false), ("mas_lessThanOrEqualTo", .lessThanOrEqual, false),
        ("equalToSuperview", .equal, true), ("greaterThanOrEqualToSuperview", .greaterThanOrEqual, true),
        ("lessThanOrEqualToSuperview", .lessThanOrEqual, true),
    ]

    @Test func theRelationCallsAreTheDocumentedOnes() {
        #expect(Set(Vocabulary.relations.map(\.name)) == Set(Self.relations.map(\.0)))
        #expect(Vocabulary.relations.count == Self.relations.count)
        #expect(Vocabulary.relationName(.equal) == "equalTo")
        #expect(Vocabulary.relationName(.greaterThanOrEqual) == "greaterThanOrEqualTo")
        #expect(Vocabulary.relationName(.lessThanOrEqual) == "lessThanOrEqualTo")
    }

    @Test(arguments: relations.map(\.0))
    func theLexerAndTheParserReadEachRelationCall(name: String) {
        let (_, relation, toSuperview) = Self.relations.first { $0.0 == name }!
        #expect(word(name)?.relationCall?.relation == relation)
        #expect(word(name)?.relationCall?.superview == toSuperview)
        let made = ParserTestSupport.constraints(toSuperview ? "make a { left.\(name)() }" : "make a { left.\(name)(b) }")
        #expect(made.count == 1)
        #expect(made.first?.relation == relation)
        #expect(made.first?.item2 == (toSuperview ? "superview" : "b"))
    }

    // MARK: Priorities

    /// language.md: `@P` and `priority(P)` take `required` 1000, `high` 750,
    /// `medium` 500, `low` 250; the modifiers `priorityRequired()` ….
    static let priorities: [(String, Int)] = [("required", 1000), ("high", 750), ("medium", 500), ("low", 250)]
    static let priorityModifiers: [(String, Int)] = [
        ("priorityRequired", 1000), ("priorityHigh", 750), ("priorityMedium", 500), ("priorityLow", 250),
    ]

    @Test func thePriorityNamesAreTheDocumentedOnes() {
        #expect(Vocabulary.priorities.map { "\($0.name) \($0.priority.rawValue)" } == Self.priorities.map { "\($0.0) \($0.1)" })
        #expect(Vocabulary.priorityModifiers.map { "\($0.name) \($0.priority.rawValue)" }
                == Self.priorityModifiers.map { "\($0.0) \($0.1)" })
        for (name, value) in Self.priorities {
            #expect(Priority(text: name)?.rawValue == value)
            #expect(Priority.codeNames[name] == value)
        }
    }

    @Test(arguments: priorities.map(\.0))
    func theParserReadsEachPriorityName(name: String) {
        let value = Self.priorities.first { $0.0 == name }!.1
        #expect(word(name)?.namedPriority?.rawValue == value)
        #expect(ParserTestSupport.constraints("a.width == 1 @\(name)").first?.priority.rawValue == value)
        #expect(ParserTestSupport.constraints("make a { width.equalTo(1).priority(\(name)) }").first?.priority.rawValue == value)
    }

    @Test(arguments: priorityModifiers.map(\.0))
    func theParserReadsEachPriorityModifier(name: String) {
        let value = Self.priorityModifiers.first { $0.0 == name }!.1
        #expect(ParserTestSupport.constraints("make a { width.equalTo(1).\(name)() }").first?.priority.rawValue == value)
    }

    // MARK: Guides

    /// language.md, "The safe area and layout guides" and "Scroll views".
    static let guides: [(String, ViewGuide)] = [
        ("safeArea", .safeArea), ("marginsGuide", .marginsGuide), ("contentGuide", .contentGuide), ("frameGuide", .frameGuide),
    ]

    @Test func theGuideNamesAreTheDocumentedOnes() {
        #expect(Vocabulary.guides.map(\.name) == Self.guides.map(\.0))
        #expect(Vocabulary.guides.map(\.guide) == Self.guides.map(\.1))
    }

    @Test(arguments: guides.map(\.0))
    func theParserReadsEachGuideAfterAView(name: String) {
        #expect(word(name)?.viewGuide?.rawValue == name)
        let made = ParserTestSupport.constraints("make a { top.equalTo(s.\(name).top) }")
        #expect(made.first?.item2 == "s.\(name)")
        #expect(made.first?.guide2?.rawValue == name)
    }

    /// Every word of the table, whatever it is, is a word of the lexer.
    @Test func theLexerRecognisesEveryWordOfTheVocabulary() {
        let handWritten = Self.statementKeywords + Self.attributes.map(\.0) + Self.relations.map(\.0)
            + Self.priorities.map(\.0) + Self.priorityModifiers.map(\.0) + Self.guides.map(\.0)
        #expect(Set(Vocabulary.spellings) == Set(handWritten))
        for spelling in Vocabulary.spellings {
            #expect(word(spelling)?.rawValue == spelling, "\(spelling)")
        }
    }

    // MARK: Names

    /// language.md, "Names": each text and whether it is one name, by hand
    /// from the rule (a letter or `_`, then letters, numbers, combining
    /// marks, connector punctuation or U+200D, scalar by scalar).
    static let names: [(String, Bool)] = [
        ("title", true), ("_1", true), ("root", true), ("superview", true), ("view", true),
        ("caf\u{E9}", true), ("cafe\u{301}", true),  // é composed, and e + a combining acute accent
        ("a_\u{301}", true),  // `_` then a combining mark: one name to the lexer
        ("a\u{203F}b", true),  // U+203F UNDERTIE, connector punctuation like `_`
        ("a\u{200D}b", true),  // a zero-width joiner
        ("\u{540D}\u{524D}", true),  // 名前
        ("x\u{B2}", true),  // x²: a number
        ("a\u{200C}b", false),  // a zero-width non-joiner: no letter, number, mark or connector
        ("a\u{1F44D}", false), ("\u{1F44D}", false),  // 👍
        ("\u{301}a", false),  // a combining mark cannot begin a name
        ("1a", false), ("a-b", false), ("a.b", false), ("a b", false), ("", false), ("k[0]", false),
    ]

    @Test func whatIsANameIsTheDocumentedRule() {
        for (text, expected) in Self.names {
            #expect(Vocabulary.isName(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func theLexerReadsEveryNameAsOneNameAndNothingElseSo() {
        for (text, expected) in Self.names where !text.isEmpty {
            let (tokens, diagnostics) = tokens(text)
            let oneName = tokens.count == 1 && tokens[0].kind == .name && diagnostics.isEmpty
            #expect(oneName == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func aKeyIsANameWithIndexSuffixes() {
        let keys: [(String, Bool)] = [
            ("k", true), ("cells[2]", true), ("k[0][12]", true), ("a_\u{301}[2]", true), ("root", true),
            ("k[]", false), ("k[x]", false), ("k[0", false), ("[0]", false), ("0a", false), ("a\u{200C}b", false),
            ("k [0]", false), ("k[\u{661}]", false),  // an Arabic-Indic digit is no index
        ]
        for (text, expected) in keys {
            #expect(Vocabulary.isKey(text) == expected, "\(text)")
            #expect(OneLine.isBareKey(text) == expected, "\(text)")
        }
    }

    @Test func rootAndSuperviewAreReservedForViewsAndGuidesOnly() throws {
        #expect(Vocabulary.reservedNames == ["root", "superview"])
        #expect(Vocabulary.isReserved("root") && Vocabulary.isReserved("superview") && !Vocabulary.isReserved("rooted"))
        // A key may be called so: the parser reads `key root` back.
        var c = LayoutConstraint(item: "a", attribute: .width, relation: .equal, constant: 1)
        c.key = "root"
        #expect(OneLine.format(c) == "a.width == 1 key root")
        #expect(try OneLine.parse(OneLine.format(c)) == c)
    }

    // MARK: The differences the old copies had

    /// The exporter took any text whose characters were letters, digits or
    /// `_` for a name: a zero-width non-joiner rides on the letter before it,
    /// so it wrote `layout a‌b`, which the lexer refuses. Now it writes the
    /// comment of a document whose name is no name.
    @Test func theExporterWritesNoNameTheLexerCannotRead() {
        let text = LayoutExporter.text(Layout(name: "a\u{200C}b"))
        #expect(text.hasPrefix("# document 'a\u{200C}b': apply with --doc to keep its name\n"))
        #expect(LayoutParser.parse(text, file: "t.layout").diagnostics.isEmpty)
    }

    /// …and it quoted what the lexer reads as a name: `_` followed by a
    /// combining mark (one character, neither a letter nor `_`), or
    /// connector punctuation other than `_`. Now it writes them as names.
    @Test(arguments: ["a_\u{301}", "a\u{203F}b"])
    func theExporterWritesEveryNameTheLexerReads(name: String) {
        let text = LayoutExporter.text(Layout(name: name))
        #expect(text == "layout \(name)\n")
        let parsed = LayoutParser.parse(text, file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.documentName == name)
    }

    /// The one-line form printed a key bare when its characters were
    /// letters, so a key with a zero-width non-joiner did not read back.
    @Test func aKeyTheLexerCannotReadIsQuotedAndReadsBack() throws {
        var c = LayoutConstraint(item: "a", attribute: .width, relation: .equal, constant: 1)
        c.key = "a\u{200C}b"
        #expect(OneLine.format(c) == "a.width == 1 key \"a\u{200C}b\"")
        #expect(try OneLine.parse(OneLine.format(c)) == c)
        c.key = "a_\u{301}[2]"
        #expect(OneLine.format(c) == "a.width == 1 key a_\u{301}[2]")
        #expect(try OneLine.parse(OneLine.format(c)) == c)
    }

    /// VFL read names by characters, `_` + a combining mark not among
    /// them: a view the lexer declares could not be named in a format.
    @Test func vflNamesTheViewsTheLexerReads() throws {
        let lines = try VisualFormat.constraints("|[a_\u{301}][b\u{203F}c]|", metrics: [:], align: nil,
                                                 at: SourceLocation(file: "t.layout", line: 1, column: 6))
            .map(OneLine.format)
        // By hand, as VisualFormatTests' `|[a][b]|`: flush to the superview and to each other.
        #expect(lines == [
            "a_\u{301}.leading == superview.leading",
            "b\u{203F}c.leading == a_\u{301}.trailing",
            "b\u{203F}c.trailing == superview.trailing",
        ])
    }

    /// A `Layout` value whose view names the lexer reads is a document's
    /// whole state; one whose view name it cannot read is refused.
    @Test func aLayoutIsAdoptedWhenTheLexerReadsItsNames() {
        func layout(_ view: String) -> Layout {
            Layout(name: "t", canvases: [], views: [View(name: view, parent: View.rootName)], constraints: [],
                   nextConstraintID: 1)
        }
        let good = layout("a\u{203F}b"), bad = layout("a\u{200C}b")
        #expect(Layout(name: "t").adopting(good).errors.isEmpty)
        #expect(Layout(name: "t").adopting(bad).errors.map(\.message)
                == ["view name 'a\u{200C}b' is not a name of the language (a letter or '_', then letters, digits or '_')"])
    }
}
