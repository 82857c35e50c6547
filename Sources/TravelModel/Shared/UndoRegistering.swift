/// Where a store records how to undo each change it makes: the window's undo manager in the app (TermUI's
/// `UndoManager`, adapted in WishlistUI), nothing in tools and most tests.
///
/// The store registers, for each change, a closure that puts back what was there and the change's name as a
/// value (`.delete("Kyōto")`), which the app words in the user's language. Undoing runs the closure, which
/// changes the store again and so registers the redo.
@MainActor
public protocol UndoRegistering: AnyObject {
    /// Records how to undo the change just made, and its name.
    func registerUndo(named name: UndoActionName, _ undo: @escaping @MainActor () -> Void)
}
