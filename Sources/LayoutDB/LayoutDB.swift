// The `LayoutDB` library product: one import for the whole library.
//
//     import LayoutDB
//
// gives the solver (`Solver`, `Variable`, `LinearExpression`, `Priority`), the
// model (`Layout`, `LayoutBuilder`, `LayoutPass`, the `.layout` language) and
// the store (`LayoutStore`, revisions, history, frames) and the pictures of
// frames (`CanvasPicture`, `SVGPicture`). Each module can also be imported on
// its own; this is the only module that re-exports others.

@_exported import LayoutModel
@_exported import LayoutRender
@_exported import LayoutSolver
@_exported import LayoutStore
