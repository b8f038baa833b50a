import Testing
@testable import LayoutCLI

/// The sizes rule on the command line (docs/semantics.md, "Sizes are never
/// negative"; docs/cli.md): `check`, the CI gate, fails on UIKit's most
/// common conflict, a table header laid out while its width is 0 with a
/// label pinned 8 in from each side; the reports of `solve`, `check` and
/// `apply` name the rule and mark it, in text and in JSON.
@Suite struct SizesRuleCLITests {
    /// In the header's bounds: label.x == 8 (line 6) and label.x +
    /// label.width == 0 − 8 (line 7), so label.width == −16. The rule on the
    /// label's width comes before the document's constraints, so the last of
    /// them, the right edge, is left out; header.width == 0 (line 5, column
    /// 44: `make header { ` is 14 characters, `left.top.equalTo(superview); ` 29) is
    /// in the set. Line 6's `label.left` is at column 14 (after `make label
    /// { `), line 7's `label.right` too.
    static let header = """
        layout h
        canvas phone 375x812
        view header
        view label in header
        make header { left.top.equalTo(superview); width.equalTo(0); height.equalTo(44) }
        make label { left.equalTo(superview).offset(8); top.bottom.equalTo(superview) }
        make label { right.equalTo(superview).offset(-8) }

        """

    static let rule = "the width of label is never negative (UIKit)"

    @Test func checkFailsOnALabelPinnedInsideAZeroWidthHeader() {
        let file = StoreCLI.file("h.layout", Self.header)
        let out = layoutdb("check", file)
        #expect(out.status == 1)
        // With its right edge left out, the label's width is free: ambiguous too.
        #expect(out.stdout == """
            \(file):7:14: error: unsatisfiable on canvas 'phone': 'label.right == header.right - 8' cannot hold together with the others: the width of label would be negative (rule: \(Self.rule); header.width == 0; label.left == header.left + 8; label.right == header.right - 8)
            error: ambiguous on canvas 'phone': view 'label' is ambiguous: width free
            check of '\(file)': 2 errors, 0 warnings

            """)
    }

    @Test func checkPassesTheSameHeaderOnceItHasAWidth() {
        // 100 wide: label.width == 100 − 16 = 84; nothing to report.
        let file = StoreCLI.file("h.layout", Self.header.replacingOccurrences(of: "width.equalTo(0)", with: "width.equalTo(100)"))
        let out = layoutdb("check", file)
        #expect(out.status == 0)
        #expect(out.stdout == "check of '\(file)': 0 errors, 0 warnings\n")
    }

    @Test func solveReportsTheRuleByNameWithNoPlace() {
        let file = StoreCLI.file("h.layout", Self.header)
        let out = layoutdb("solve", file)
        #expect(out.status == 1)
        #expect(out.stderr == """
            error: unsatisfiable on canvas 'phone': 'label.right == header.right - 8' was left out (the width of label would be negative); it conflicts with:
              rule: \(Self.rule)
              \(file):5:44: header.width == 0
              \(file):6:14: label.left == header.left + 8
              \(file):7:14: label.right == header.right - 8

            """)
        // The table lists the set the same way; the label's width is 0, not −16.
        #expect(out.stdout.contains("  label   header  8  0      0      44\n"), "\(out.stdout)")
        #expect(out.stdout.contains("  unsatisfiable: rule: \(Self.rule); header.width == 0; "
                                    + "label.left == header.left + 8; label.right == header.right - 8\n"), "\(out.stdout)")
    }

    @Test func everyJSONWithConflictsMarksTheRule() {
        let file = StoreCLI.file("h.layout", Self.header)
        let line = "label.width >= 0  # rule: \(Self.rule)"
        // solve --json: the set's lines, and per set the names of its rules.
        let solve = layoutdb("solve", file, "--json")
        #expect(solve.status == 1)
        #expect(solve.stdout.contains("""
                  "unsatisfiable": [
                    [
                      "\(line)",
                      "header.width == 0",
                      "label.left == header.left + 8",
                      "label.right == header.right - 8"
                    ]
                  ],
                  "unsatisfiableRules": [
                    [
                      "\(Self.rule)"
                    ]
                  ],
            """), "\(solve.stdout)")
        // check --json: the finding's rules.
        let check = layoutdb("check", file, "--json")
        #expect(check.status == 1)
        #expect(check.stdout.contains("""
                  "message": "'label.right == header.right - 8' cannot hold together with the others: the width of label would be negative",
                  "constraints": [
                    "\(line)",
            """), "\(check.stdout)")
        #expect(check.stdout.contains("""
                  "rules": [
                    "\(Self.rule)"
                  ]
            """), "\(check.stdout)")
        // apply --json (stored with its conflict): each constraint's rule, null but for the rule.
        let database = StoreCLI.newDatabase()
        let apply = StoreCLI.apply([file], to: database, "--allow-conflicts", "--json")
        #expect(apply.status == 0)
        #expect(apply.stdout.contains("""
                    {
                      "line": "\(line)",
                      "location": null,
                      "rule": "\(Self.rule)"
                    },
                    {
                      "line": "header.width == 0",
                      "location": "\(file):5:44",
                      "rule": null
                    },
            """), "\(apply.stdout)")
        // frames --json of the stored revision: the set read back from the store, the rule still marked.
        let frames = layoutdb("frames", "--json", "--db", database)
        #expect(frames.status == 0)
        #expect(frames.stdout.contains("\"\(line)\",") && frames.stdout.contains("""
                  "unsatisfiableRules": [
                    [
                      "\(Self.rule)"
                    ]
                  ],
            """), "\(frames.stdout)")
        // check of the stored revision: the rule by its name, no place; the others at theirs.
        let stored = layoutdb("check", "--db", database)
        #expect(stored.status == 1)
        #expect(stored.stdout.hasPrefix("\(file):7:14: error: unsatisfiable on canvas 'phone': "
                                        + "'label.right == header.right - 8' cannot hold together with the others: "
                                        + "the width of label would be negative (rule: \(Self.rule); header.width == 0; "), "\(stored.stdout)")
    }

    @Test func applyRefusesTheHeaderAndWritesNothing() {
        let database = StoreCLI.newDatabase()
        let wide = StoreCLI.file("h.layout", Self.header.replacingOccurrences(of: "width.equalTo(0)", with: "width.equalTo(100)"))
        #expect(StoreCLI.apply([wide], to: database).status == 0)
        let zero = StoreCLI.file("z.layout", "layout h\nupdate header { width.equalTo(0) }\n")
        let out = StoreCLI.apply([zero], to: database)
        #expect(out.status == 1)
        #expect(out.stderr.contains("""
            'label.right == header.right - 8' was left out (the width of label would be negative); it conflicts with:
              rule: \(Self.rule)
              \(zero):2:17: header.width == 0
            """), "\(out.stderr)")
        #expect(StoreCLI.revisionCount(database) == 1)
        // The stored frames are revision 1's: the label 84 wide.
        #expect(layoutdb("frames", "--db", database).stdout.contains("  label   header  8  0     84      44\n"))
    }
}
