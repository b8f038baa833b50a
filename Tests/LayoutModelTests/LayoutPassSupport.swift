import Testing
@testable import LayoutModel
import LayoutSolver

/// Test helpers: layouts built from edits, without the parser.
enum LayoutPassSupport {
    /// A view declaration: name, parent (nil: root) and property changes.
    struct ViewSpec {
        var name: String
        var parent: String?
        var changes: [PropertyChange]

        init(_ name: String, in parent: String? = nil, _ changes: [PropertyChange] = []) {
            self.name = name
            self.parent = parent
            self.changes = changes
        }
    }

    /// A layout with these canvases, views and constraints (each made by its
    /// first item), checked to apply without errors.
    static func layout(canvases: [Canvas] = [], views: [ViewSpec], constraints: [LayoutConstraint],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Layout {
        var edits = canvases.map { Edit(.canvas($0)) }
        edits += views.map { Edit(.view(name: $0.name, parent: $0.parent, changes: $0.changes)) }
        edits += constraints.map { Edit(.make($0.item, [$0])) }
        let outcome = Layout(name: "test").applying(edits)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)", sourceLocation: sourceLocation)
        return outcome.layout
    }

    /// `item.attribute REL multiplier × item2.attribute2 + constant @priority`;
    /// `attribute2` defaults to `attribute`.
    static func c(_ item: String, _ attribute: Attribute, _ relation: Relation = .equal, _ item2: String? = nil,
                  _ attribute2: Attribute? = nil, times multiplier: Double = 1, plus constant: Double = 0,
                  at priority: Priority = .required, key: String? = nil) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relation: relation, item2: item2,
                         attribute2: item2 == nil ? nil : (attribute2 ?? attribute), multiplier: multiplier,
                         constant: constant, priority: priority, key: key)
    }

    /// `item.attribute REL constant` with no second item.
    static func c(_ item: String, _ attribute: Attribute, _ relation: Relation, _ constant: Double,
                  at priority: Priority = .required) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relation: relation, constant: constant, priority: priority)
    }

    /// `item.attribute == constant` with no second item.
    static func c(_ item: String, _ attribute: Attribute, _ constant: Double,
                  at priority: Priority = .required) -> LayoutConstraint {
        c(item, attribute, .equal, constant, at: priority)
    }

    /// Pins a view's size: `width == w`, `height == h`.
    static func size(_ item: String, _ w: Double, _ h: Double) -> [LayoutConstraint] {
        [c(item, .width, w), c(item, .height, h)]
    }

    /// The frame of `view` in a canvas layout, or a frame of NaNs (which is never
    /// the same as any expected frame) when it has none.
    static func frame(_ view: String, in result: CanvasLayout) -> Frame {
        result.frame(of: view) ?? Frame(x: .nan, y: .nan, width: .nan, height: .nan)
    }

    /// Expects `view` to have the frame `(x, y, w, h)` in parent coordinates.
    static func expectFrame(_ result: CanvasLayout, _ view: String, _ x: Double, _ y: Double, _ w: Double,
                            _ h: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let actual = frame(view, in: result)
        #expect(actual.isSame(as: Frame(x: x, y: y, width: w, height: h)),
                "\(view) on \(result.canvas.name): \(actual)", sourceLocation: sourceLocation)
    }

    /// The free axes reported for a view ([] when it is not ambiguous).
    static func free(_ view: String, in result: CanvasLayout) -> [String] {
        result.ambiguous.first { $0.view == view }?.free ?? []
    }
}
