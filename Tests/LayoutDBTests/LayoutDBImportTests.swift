import Foundation
import LayoutDB
import Testing

/// `import LayoutDB` alone reaches the solver, the model, the store and the pictures.
@Suite struct LayoutDBImportTests {
    @Test func oneImportGivesTheSolverTheModelAndTheStore() throws {
        // The solver: x >= 10 and x <= 8 at medium: the required one wins, x = 10.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add((x <= 8).withPriority(.medium))
        #expect(solver.value(of: x) == 10)

        // The model: one view pinned 10 from the root's top left, 100x50.
        let builder = LayoutBuilder(document: "card")
        builder.canvas("phone", width: 300, height: 200)
        let box = builder.addView("box")
        box.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.size.equalTo(SizeTarget(100, 50))
        }
        let outcome = builder.build()
        #expect(outcome.errors.isEmpty)
        let frames = LayoutPass.run(outcome.layout).first?.frames.map(\.frame)
        #expect(frames == [Frame(x: 10, y: 10, width: 100, height: 50)])

        // The store: an empty one in memory has no document.
        let store = try LayoutStore.inMemory()
        #expect(try store.documents().isEmpty)

        // The picture: the canvas and its one view at the frame solved above, a 300x200 SVG.
        let canvases = LayoutPass.run(outcome.layout)
        let pictures = canvases.map { CanvasPicture(layout: outcome.layout, canvas: $0) }
        #expect(pictures.first?.views.map(\.frame) == [Frame(x: 10, y: 10, width: 100, height: 50)])
        #expect(SVGPicture.document(pictures).contains("<svg"))
    }
}
