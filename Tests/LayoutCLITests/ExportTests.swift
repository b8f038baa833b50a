import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb export`: the state as a `.layout` file that re-creates it, and as JSON.
@Suite struct ExportTests {
    /// A card: a box inset in the root, a label centred in it; revision 2 removes the label.
    func cardDatabase() -> String {
        let database = StoreCLI.newDatabase()
        let card = """
            layout card
            canvas phone 375x812
            view box
            view label in box intrinsic 80x20 hugging 251 250
            make box { edges.equalTo(superview).insets(insets(10, 20, 10, 20)) }
            make label { center.equalTo(box); width.lessThanOrEqualTo(box).offset(-8).priority(high).key(w) }
            """
        #expect(StoreCLI.apply([StoreCLI.file("card.layout", card)], to: database).status == 0)
        #expect(StoreCLI.apply([StoreCLI.file("card2.layout", "layout card\nremove view label\n")], to: database).status == 0)
        return database
    }

    @Test func theLayoutFormListsCanvasesViewsAndConstraintsInOrder() {
        let database = cardDatabase()
        // edges expand to left, right, top, bottom; insets(10, 20, 10, 20) give +20, −20,
        // +10, −10; center to centerX, centerY; priority high is 750.
        #expect(layoutdb("export", "1", "--db", database) == CommandOutput(stdout: """
            layout card
            canvas phone 375x812 ltr
            view box
            view label in box intrinsic 80x20 hugging 251 250
            box.left == root.left + 20
            box.right == root.right - 20
            box.top == root.top + 10
            box.bottom == root.bottom - 10
            label.centerX == box.centerX
            label.centerY == box.centerY
            label.width <= box.width - 8 @750 key w

            """))
        // The head (revision 2) has no label and none of its constraints.
        #expect(layoutdb("export", "--db", database) == CommandOutput(stdout: """
            layout card
            canvas phone 375x812 ltr
            view box
            box.left == root.left + 20
            box.right == root.right - 20
            box.top == root.top + 10
            box.bottom == root.bottom - 10

            """))
    }

    @Test func theJSONFormHasTheDocumentedShape() {
        let database = StoreCLI.newDatabase()
        let text = """
            layout tag
            view box
            view label in box intrinsic 80x20 hugging 251 250 margins 1 2 3 4 baseline first 15
            make box { top.left.equalTo(superview).offset(8) }
            make label { width.lessThanOrEqualTo(box).multipliedBy(0.5).priority(high).key(w) }
            """
        let tag = StoreCLI.file("tag.layout", text)
        #expect(StoreCLI.apply([tag], to: database).status == 0)
        // No canvas is declared (the frames use `default`, the state lists none). box keeps
        // every default (hugging 250, compression 750, margins 8). "make box { " is 11
        // characters: its constraints start at column 12 of line 4; "make label { " is 13:
        // column 14 of line 5. box's constraints are evaluated in the root's space, the
        // label's in box's (the closest common ancestor of label and its parent box is box).
        #expect(layoutdb("export", "--format", "json", "--db", database) == CommandOutput(stdout: """
            {
              "format": 1,
              "document": "tag",
              "revision": 1,
              "canvases": [],
              "views": [
                {
                  "name": "box",
                  "parent": "root",
                  "guide": false,
                  "properties": {
                    "intrinsicWidth": null,
                    "intrinsicHeight": null,
                    "huggingHorizontal": 250,
                    "huggingVertical": 250,
                    "compressionHorizontal": 750,
                    "compressionVertical": 750,
                    "margins": {
                      "top": 8,
                      "left": 8,
                      "bottom": 8,
                      "right": 8
                    },
                    "firstBaseline": null,
                    "lastBaseline": null,
                    "hidden": false,
                    "stack": null,
                    "scroll": false
                  }
                },
                {
                  "name": "label",
                  "parent": "box",
                  "guide": false,
                  "properties": {
                    "intrinsicWidth": 80,
                    "intrinsicHeight": 20,
                    "huggingHorizontal": 251,
                    "huggingVertical": 250,
                    "compressionHorizontal": 750,
                    "compressionVertical": 750,
                    "margins": {
                      "top": 1,
                      "left": 2,
                      "bottom": 3,
                      "right": 4
                    },
                    "firstBaseline": 15,
                    "lastBaseline": null,
                    "hidden": false,
                    "stack": null,
                    "scroll": false
                  }
                }
              ],
              "constraints": [
                {
                  "id": 1,
                  "line": "box.top == root.top + 8",
                  "item": "box",
                  "attribute": "top",
                  "relation": "==",
                  "item2": "root",
                  "attribute2": "top",
                  "multiplier": 1,
                  "constant": 8,
                  "priority": 1000,
                  "key": null,
                  "active": true,
                  "space": "root",
                  "source": "\(tag):4:12"
                },
                {
                  "id": 2,
                  "line": "box.left == root.left + 8",
                  "item": "box",
                  "attribute": "left",
                  "relation": "==",
                  "item2": "root",
                  "attribute2": "left",
                  "multiplier": 1,
                  "constant": 8,
                  "priority": 1000,
                  "key": null,
                  "active": true,
                  "space": "root",
                  "source": "\(tag):4:12"
                },
                {
                  "id": 3,
                  "line": "label.width <= box.width * 0.5 @750 key w",
                  "item": "label",
                  "attribute": "width",
                  "relation": "<=",
                  "item2": "box",
                  "attribute2": "width",
                  "multiplier": 0.5,
                  "constant": 0,
                  "priority": 750,
                  "key": "w",
                  "active": true,
                  "space": "box",
                  "source": "\(tag):5:14"
                }
              ]
            }

            """))
    }

    /// A state with its frames, made comparable across databases: the export JSON
    /// without identities, source places and revision numbers, and the frames table.
    func comparable(_ database: String, revision: String?) -> (state: [String], frames: String) {
        let named = revision.map { [$0] } ?? []  // the head when nil
        let json = layoutdb(["export"] + named + ["--format", "json", "--db", database]).stdout
        let state = StoreCLI.nonEmptyLines(json).filter { line in
            !["\"id\":", "\"source\":", "\"revision\":"].contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) }
        }
        return (state, layoutdb(["frames"] + named + ["--db", database]).stdout)
    }

    @Test(arguments: [
        ["login.layout", "login-v2.layout", "login-v3.layout"], ["feed-cell.layout"], ["settings.layout"],
        ["self-sizing-cell.layout", "self-sizing-cell-hidden.layout"], ["toolbar.layout"], ["settings-screen.layout"],
    ])
    func anExportAppliedToAnEmptyDatabaseRecreatesTheState(history: [String]) {
        let original = StoreCLI.newDatabase()
        StoreCLI.applyExamples(history.map { ($0, $0) }, to: original)
        for revision in 1...history.count {
            let exported = layoutdb("export", String(revision), "--db", original)
            #expect(exported.status == 0)
            let copy = StoreCLI.newDatabase()
            let applied = StoreCLI.apply([StoreCLI.file("export.layout", exported.stdout)], to: copy)
            #expect(applied.status == 0, "\(applied.stderr)")
            #expect(applied.stderr == "", "re-applying revision \(revision) of \(history) warned")
            // The same one-line constraints in the same order, views with parents and
            // properties, canvases: the export of the copy is the same text…
            #expect(layoutdb("export", "--db", copy) == exported)
            // …and field by field, apart from identities and places, the same state and frames.
            let (state, frames) = comparable(original, revision: String(revision))
            let (copyState, copyFrames) = comparable(copy, revision: nil)
            #expect(copyState == state)
            #expect(copyFrames == frames)
            #expect(!frames.isEmpty)
        }
    }

    @Test(arguments: [1, 2, 3])
    func theExportedConstraintsAreThoseSolveListsForTheSameFiles(revision: Int) {
        let database = StoreCLI.loginDatabase()
        // An independent path: `solve --constraints` applies the files from scratch.
        let files = ["login.layout", "login-v2.layout", "login-v3.layout"].prefix(revision).map(StoreCLI.example)
        let solved = StoreCLI.nonEmptyLines(layoutdb(["solve"] + files + ["--constraints"]).stdout)
        let exported = StoreCLI.nonEmptyLines(layoutdb("export", String(revision), "--db", database).stdout)
        #expect(!solved.isEmpty)
        #expect(Array(exported.suffix(solved.count)) == solved)
        // Before them: the layout statement, 3 canvases and the views (8 at revisions 1
        // and 2; at 3, forgot in and subtitle out: 8 again).
        #expect(exported.count == solved.count + 1 + 3 + 8)
    }

    @Test func unknownRevisionsAndDocumentsExit66() {
        let database = cardDatabase()
        #expect(layoutdb("export", "3", "--db", database) == CommandOutput(
            stderr: "error: unknown revision '3'\n", status: 66))
        #expect(layoutdb("export", "--doc", "crad", "--db", database) == CommandOutput(
            stderr: "error: unknown document 'crad'; did you mean 'card'?\n", status: 66))
        #expect(layoutdb("export", "--db", StoreCLI.newDatabase()).status == 66)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let export = try #require(try LayoutDBCommand.parseAsRoot(["export", "2", "--doc", "card", "--format", "json"])
            as? Export)
        #expect(export.revision.revision == "2" && export.document.doc == "card" && export.format == .json)
        #expect(throws: (any Error).self) { try LayoutDBCommand.parseAsRoot(["export", "--format", "svg"]) }
        let json = try #require(try LayoutDBCommand.parseAsRoot(["export", "--json"]) as? Export)
        #expect(json.chosenFormat == .json)
        #expect(export.chosenFormat == .json)
        #expect(try #require(try LayoutDBCommand.parseAsRoot(["export"]) as? Export).chosenFormat == .layout)
    }
}
