extension View {
    /// The names Objective-C and Swift code gives `self` (the view or view
    /// controller whose views are laid out) and its weak or strong copies in
    /// blocks and closures: `self`, `weakSelf`, `strongSelf`, `wself`, `sself`,
    /// `welf`. Pasted lines read `weakSelf.title` as the view `title`, and so
    /// does `layoutdb import` (which also takes any name the code declares as
    /// `self`: `__weak typeof(self) ws = self;`).
    public static let codeSelfNames: Set<String> = ["self", "weakSelf", "strongSelf", "wself", "sself", "welf"]
}
