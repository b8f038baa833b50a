import Testing
@testable import LayoutCLI

/// `-` as a file name: apply, solve and check read standard input; its
/// diagnostics say `<stdin>`; a document needs a `layout` statement or --doc.
@Suite struct StandardInputTests {
    // One view, pinned: 0,0 and 100x50 on the default 375x812 canvas.
    let card = """
        layout card
        view box
        make box { top.left.equalTo(superview); width.equalTo(100); height.equalTo(50) }
        """

    @Test func applyReadsStandardInput() {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", "-", "-m", "m", "--author", "ada", "-q", "--db", database, input: card)
        #expect(out == CommandOutput(stdout: "revision 1 of card: +4 -0 ~0 constraints, +1 -0 ~0 views (apply)\n"))
        #expect(layoutdb("export", "--db", database).stdout.contains("box.width == 100\n"))
    }

    @Test func theDefaultMessageCallsStandardInputAsDiagnosticsDo() {
        // No -m: the message is the files' names as given, standard input being <stdin>.
        let database = StoreCLI.newDatabase()
        let more = StoreCLI.file("more.layout", "layout card\nview dot\n")
        #expect(layoutdb("apply", "-", "--author", "ada", "-q", "--db", database, input: card).status == 0)
        #expect(layoutdb("apply", more, "-", "--author", "ada", "-q", "--db", database,
                         input: "layout card\nmake dot { width.equalTo(5) }\n").status == 0)
        #expect(layoutdb("sql", "SELECT message FROM revision ORDER BY number", "--json", "--db", database).stdout
            .contains("\"<stdin>\"\n    ],\n    [\n      \"\(more) <stdin>\"\n"))
    }

    @Test func aNamelessStandardInputNeedsTheDocumentOption() {
        let database = StoreCLI.newDatabase()
        let nameless = card.replacingOccurrences(of: "layout card\n", with: "")
        let refused = layoutdb("apply", "-", "--author", "ada", "--db", database, input: nameless)
        #expect(refused == CommandOutput(stderr: "error: standard input has no file name to name the document after: "
                                            + "give --doc NAME or start the text with a 'layout NAME' statement\n",
                                         status: 64))
        #expect(!StoreCLI.exists(database))
        #expect(layoutdb("apply", "-", "--doc", "box", "--author", "ada", "-q", "--db", database, input: nameless).stdout
            == "revision 1 of box: +4 -0 ~0 constraints, +1 -0 ~0 views (apply)\n")
        // A later named file gives the name: the first file's statement is not needed.
        let named = StoreCLI.file("named.layout", "layout card\n")
        #expect(layoutdb("apply", "-", named, "--author", "ada", "-q", "--db", StoreCLI.newDatabase(), input: nameless)
            .stdout == "revision 1 of card: +4 -0 ~0 constraints, +1 -0 ~0 views (apply)\n")
    }

    @Test func diagnosticsNameStandardInput() {
        let out = layoutdb("solve", "-", input: "view a\nmake b { width.equalTo(1) }\n")
        #expect(out.status == 65)
        #expect(out.stderr.hasPrefix("<stdin>:2:6: error: "))
        #expect(layoutdb("apply", "-", "--doc", "x", "--db", StoreCLI.newDatabase(), input: "view a\nmake b { width.equalTo(1) }\n").stderr
            .hasPrefix("<stdin>:2:6: error: "))
    }

    @Test func solveReadsStandardInputAndNamesANamelessDocumentStdin() {
        let out = layoutdb("solve", "-", input: card)
        #expect(out == CommandOutput(stdout: """
            canvas default 375x812 ltr
              view  parent  x  y  width  height
              box   root    0  0    100      50

            """))
        let json = layoutdb("solve", "-", "--json", input: "view a\nmake a { edges.equalTo(superview) }\n").stdout
        #expect(json.contains("\"document\": \"stdin\""))
    }

    @Test func checkReadsStandardInput() {
        let out = layoutdb("check", "--file", "-", input: card + "\nmake box { width.equalTo(100) }\n")
        #expect(out == CommandOutput(stdout: """
            <stdin>:4:12: warning: duplicate: duplicate constraint 'box.width == 100' adds nothing
            check of '<stdin>': 0 errors, 1 warning

            """))
        #expect(layoutdb("check", "--file", "-", input: "view a\n").status == 64)
        #expect(layoutdb("check", "--file", "-", "--doc", "a", input: "view a\nmake a { edges.equalTo(superview) }\n")
            == CommandOutput(stdout: "check of '<stdin>': 0 errors, 0 warnings\n"))
        #expect(layoutdb("check", "--file", "-", "--doc", "other", input: card) == CommandOutput(
            stderr: "error: '<stdin>' edits document 'card', but --doc says 'other'\n", status: 64))
    }

    @Test func standardInputIsReadOnce() {
        #expect(layoutdb("solve", "-", "-", input: card) == CommandOutput(
            stderr: "error: '-' (standard input) can be named once only\n", status: 64))
    }
}
