import Testing
@testable import LayoutCLI

/// `layoutdb solve`: exact output, JSON shape and exit codes (cli.md).
@Suite struct SolveTests {
    // Frames by hand: header pinned to the top edge, 64 high (0,0,375,64);
    // title 120x22 centred in it: x = (375−120)/2 = 127.5, y = (64−22)/2 = 21;
    // button 20 below the header, inset 16: (16, 84, 375−32 = 343, 44).
    let login = """
        canvas phone 375x812
        view header
        view title in header intrinsic 120x22
        view button
        make header { top.left.right.equalTo(superview); height.equalTo(64) }
        make title { center.equalTo(header) }
        make button {
          top == header.bottom + 20
          left.right.equalTo(superview).insets(insets(0, 16, 0, 16))
          height == 44 @750 key h
        }
        """

    @Test func theTableListsFramesInParentCoordinates() {
        let out = layoutdb("solve", StoreCLI.file("login.layout", login))
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(out.stdout == """
            canvas phone 375x812 ltr
              view    parent      x   y  width  height
              header  root        0   0    375      64
              title   header  127.5  21    120      22
              button  root       16  84    343      44

            """)
    }

    @Test func rootCoordinatesAddTheParentsOrigins() {
        let out = layoutdb("solve", StoreCLI.file("login.layout", login), "--coordinates", "root")
        // title's parent header sits at (0, 0): the same numbers; the column says "space".
        #expect(out.stdout.contains("title   root   127.5  21    120      22"))
    }

    @Test func theJSONHasTheDocumentedShape() {
        let out = layoutdb("solve", StoreCLI.file("login.layout", login), "--json")
        #expect(out.status == 0)
        #expect(out.stdout == """
            {
              "format": 1,
              "document": "login",
              "revision": null,
              "coordinates": "parent",
              "canvases": [
                {
                  "name": "phone",
                  "width": 375,
                  "height": 812,
                  "direction": "ltr",
                  "safeArea": {
                    "top": 0,
                    "left": 0,
                    "bottom": 0,
                    "right": 0
                  },
                  "frames": {
                    "header": {
                      "parent": "root",
                      "guide": false,
                      "x": 0,
                      "y": 0,
                      "width": 375,
                      "height": 64
                    },
                    "title": {
                      "parent": "header",
                      "guide": false,
                      "x": 127.5,
                      "y": 21,
                      "width": 120,
                      "height": 22
                    },
                    "button": {
                      "parent": "root",
                      "guide": false,
                      "x": 16,
                      "y": 84,
                      "width": 343,
                      "height": 44
                    }
                  },
                  "ambiguous": [],
                  "unsatisfiable": [],
                  "unsatisfiableRules": [],
                  "unsettled": false,
                  "contentSizes": {}
                }
              ]
            }

            """)
    }

    @Test func constraintsPrintsTheOneLineForms() {
        let out = layoutdb("solve", StoreCLI.file("login.layout", login), "--constraints")
        #expect(out.stdout.split(separator: "\n") == [
            "header.top == root.top", "header.left == root.left", "header.right == root.right", "header.height == 64",
            "title.centerX == header.centerX", "title.centerY == header.centerY",
            "button.top == header.bottom + 20", "button.left == root.left + 16", "button.right == root.right - 16",
            "button.height == 44 @750 key h",
        ])
    }

    @Test func anInvalidFileExitsWith65AndReportsEveryError() {
        let bad = StoreCLI.file("bad.layout", "view a\nmake a { left.equalTo(b) }\nmake c { top == a }\n")
        let out = layoutdb("solve", bad)
        #expect(out.status == 65)
        #expect(out.stdout == "")
        #expect(out.stderr.split(separator: "\n").count == 2)
        #expect(out.stderr.contains("\(bad):2:"))
        #expect(out.stderr.contains("unknown view 'b'"))
        #expect(out.stderr.contains("\(bad):3:6: error: unknown view 'c'"))
    }

    @Test func aMissingFileExitsWith66() {
        let out = layoutdb("solve", "/nonexistent/x.layout")
        #expect(out.status == 66)
        #expect(out.stderr == "error: '/nonexistent/x.layout': no such file\n")
    }

    @Test func anUnsatisfiableLayoutExitsWith1AndStillPrintsFrames() {
        let u = StoreCLI.file("u.layout", "view a\nmake a { width.equalTo(100) }\nmake a { width.equalTo(200) }\n")
        let out = layoutdb("solve", u, "--json")
        #expect(out.status == 1)
        // Document order: width == 100 holds, width == 200 is left out.
        #expect(out.stdout.contains("\"width\": 100"))
        #expect(out.stdout.contains("\"a.width == 100\""))
        #expect(out.stderr.contains("'a.width == 200' was left out"))
        #expect(out.stderr.contains("\(u):2:10: a.width == 100"))
    }

    @Test func anUnknownCanvasIsMissing() {
        let out = layoutdb("solve", StoreCLI.file("login.layout", login), "--canvas", "phon")
        #expect(out.status == 66)
        #expect(out.stderr == "error: unknown canvas 'phon'; did you mean 'phone'?\n")
    }

    @Test func aWarningDoesNotFailTheSolve() {
        let w = StoreCLI.file("w.layout", "view a\nmake a { width.equalTo(10) }\nupdate a { height.equalTo(5) }\n")
        let out = layoutdb("solve", w)
        #expect(out.status == 0)
        #expect(out.stderr.hasPrefix("\(w):3:"))
        #expect(out.stderr.contains("warning: update found no similar constraint"))
        let strict = layoutdb("solve", w, "--strict-update")
        #expect(strict.status == 65)
    }
}
