/// A record of changes that can be undone and redone, with Foundation's `UndoManager` API: register how to
/// undo a change with `registerUndo(withTarget:handler:)` and name it with `setActionName(_:)`; `undo()` runs
/// the last group of registrations (and what they register while undoing becomes the redo), `redo()` runs
/// that again.
///
/// Foundation's `UndoManager` is not part of swift-corelibs-foundation on Linux, so TermUI has one of the same
/// shape. It differs in what a terminal needs: it lives on the main actor; with `groupsByEvent` (the default),
/// the registrations of one input event (a key, a paste, a click) form one group, closed when the renderer
/// has handled the event, not by a run loop observer; notifications are not posted. Each window has one, in
/// `@Environment(\.undoManager)`, and `u` undoes and `U` or Ctrl-R redoes when nothing on screen takes those keys.
@MainActor
public final class UndoManager {
    /// A group of registrations undone (or redone) together, and its name.
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group being filled while grouping is open.
    private var openGroup: Group?
    /// Whether the open group was opened by a registration outside any grouping (closed with the event).
    private var openedForEvent = false
    /// The group an undo or a redo fills with the registrations it makes.
    private var inverse: Group?
    private var registrationsDisabled = 0

    /// Whether a registration outside `beginUndoGrouping()` opens a group that ends with the input event.
    public var groupsByEvent = true
    /// How many groups are kept for undo; 0 (the default) keeps every one.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// An empty record.
    public init() {}

    /// Whether `undo()` is running.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running.
    public private(set) var isRedoing = false

    /// Whether there is a change to undo.
    public var canUndo: Bool {
        !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true)
    }

    /// Whether there is a change to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The name of the change `undo()` would undo ("" when it has none).
    public var undoActionName: String {
        if let openGroup, !openGroup.actions.isEmpty { return openGroup.name }
        return undoStack.last?.name ?? ""
    }

    /// The name of the change `redo()` would redo ("" when it has none).
    public var redoActionName: String { redoStack.last?.name ?? "" }

    /// How many groups are open (1 while an event's group is being filled).
    public var groupingLevel: Int { openGroup == nil ? 0 : max(1, nesting) }
    /// How deep `beginUndoGrouping()` calls are nested in the open group (0 for an event's group).
    private var nesting = 0

    /// Whether registrations are recorded (see `disableUndoRegistration()`).
    public var isUndoRegistrationEnabled: Bool { registrationsDisabled == 0 }

    /// Records how to undo a change: `handler` is called with `target` by `undo()`. A registration that is not
    /// made by an undo or a redo clears what could be redone, as a new change does.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = { handler(target) }
        if inverse != nil {
            inverse?.actions.append(action)
            return
        }
        if openGroup == nil {
            guard groupsByEvent else { return }
            openGroup = Group()
            openedForEvent = true
        }
        openGroup?.actions.append(action)
        redoStack.removeAll()
    }

    /// Names the change being recorded (the open group, the one an undo or redo is recording, or else the last
    /// one recorded).
    public func setActionName(_ actionName: String) {
        if inverse != nil {
            inverse?.name = actionName
        } else if openGroup != nil {
            openGroup?.name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Opens a group: the registrations until the matching `endUndoGrouping()` are undone together.
    public func beginUndoGrouping() {
        if openGroup == nil || openedForEvent {
            closeEventGroup()
            openGroup = Group()
            openedForEvent = false
            nesting = 1
        } else {
            nesting += 1
        }
    }

    /// Closes the group `beginUndoGrouping()` opened (nested groups belong to the outermost).
    public func endUndoGrouping() {
        guard openGroup != nil, !openedForEvent else { return }
        nesting -= 1
        if nesting == 0 { closeOpenGroup() }
    }

    /// Undoes the last group of changes; what its actions register is kept for `redo()`.
    public func undo() {
        closeEventGroup()
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let inverse = replay(group)
        isUndoing = false
        if !inverse.actions.isEmpty { redoStack.append(inverse) }
    }

    /// Redoes the last group undone.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let again = replay(group)
        isRedoing = false
        if !again.actions.isEmpty { undoStack.append(again) }
        trim()
    }

    /// Forgets every change.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        openedForEvent = false
        nesting = 0
    }

    /// Stops recording registrations until `enableUndoRegistration()` (calls nest).
    public func disableUndoRegistration() { registrationsDisabled += 1 }

    /// Records registrations again.
    public func enableUndoRegistration() { registrationsDisabled = max(0, registrationsDisabled - 1) }

    /// Ends the group an input event's registrations opened; the renderer calls it after each event.
    func closeEventGroup() {
        guard openedForEvent else { return }
        closeOpenGroup()
    }

    /// Runs a group's actions, last registered first, and returns what they registered, named as it was.
    private func replay(_ group: Group) -> Group {
        inverse = Group(name: group.name)
        for action in group.actions.reversed() { action() }
        let recorded = inverse ?? Group()
        inverse = nil
        return recorded
    }

    private func closeOpenGroup() {
        if let group = openGroup, !group.actions.isEmpty { undoStack.append(group) }
        openGroup = nil
        openedForEvent = false
        nesting = 0
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
