import Foundation
import LayoutDB

// A login header, built SnapKit's way: each block is lowered by the same rules
// as a .layout file, so it gives exactly the constraints a file would.
let builder = LayoutBuilder(document: "login")
builder.canvas("phone", width: 375, height: 812)
builder.canvas("tablet", width: 820, height: 1180)
let header = builder.addView("header")
let title = builder.addView("title", in: header, .intrinsicWidth(120), .intrinsicHeight(22))
header.makeConstraints { make in
    make.top.left.right.equalToSuperview()
    make.height.equalTo(64)
}
title.makeConstraints { make in
    make.center.equalTo(header)
    make.width.lessThanOrEqualTo(header).offset(-32).priority(.high)
}
let first = builder.build()  // the Layout and its diagnostics
guard first.errors.isEmpty else { fatalError("\(first.errors)") }

// Each apply makes the layout the document's next state: one revision,
// solved on every canvas, with its frames stored.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let store = try LayoutStore.open(path: folder.appendingPathComponent("layout.db").path, create: true)
let created = try store.apply(first.layout, message: "login header", author: "ada")
print("revision \(created.revision!): \(created.changes.summary)")

header.updateConstraints { make in make.height.equalTo(96) }  // a taller header
let taller = try store.apply(builder.build().layout, message: "taller header", author: "ada")
print("revision \(taller.revision!): \(taller.changes.summary)")

// The log, newest first, then the frames stored with the head.
for revision in try store.log(document: "login") {
    print(revision.number, revision.kind, revision.author, revision.message)
}
for canvas in try store.frames(document: "login").canvases {
    print("canvas \(canvas.canvas.name)")
    for (view, frame) in canvas.frames {
        print("  \(view): x \(frame.x), y \(frame.y), \(frame.width) x \(frame.height)")
    }
}
