import TermUI
import TravelModel

/// The stores' way to the window's undo manager: each change a store makes is registered there under its
/// name, put into words in the window's language, so that `u` undoes it (and `U` redoes it) with a message
/// saying which.
@MainActor
final class UndoRegistry: UndoRegistering {
    /// The window's undo manager, once the window has one.
    weak var manager: UndoManager?
    /// The language the names are put in: the window's.
    var locales = LocaleCategories.process

    func registerUndo(named name: UndoActionName, _ undo: @escaping @MainActor () -> Void) {
        guard let manager else { return }
        manager.registerUndo(withTarget: self) { _ in undo() }
        // An undo's own registration is the redo, which keeps the name of what was undone.
        if !manager.isUndoing && !manager.isRedoing { manager.setActionName(name.description(in: locales)) }
    }
}
