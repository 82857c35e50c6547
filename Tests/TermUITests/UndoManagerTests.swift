import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A value changed through an undo manager, as a store would change its data.
@MainActor
private final class UndoableCounter {
    var value = 0
    let undoManager: UndoManager

    init(_ undoManager: UndoManager) {
        self.undoManager = undoManager
    }

    func set(_ newValue: Int, named name: String) {
        let old = value
        value = newValue
        undoManager.registerUndo(withTarget: self) { $0.set(old, named: name) }
        if !undoManager.isUndoing && !undoManager.isRedoing { undoManager.setActionName(name) }
    }
}

/// TermUI's `UndoManager`: Foundation's API, with the groups of one input event closed by the renderer.
@MainActor
struct UndoManagerTests {
    @Test func eachEventIsOneGroupUndoneAndRedoneWithItsName() {
        let manager = UndoManager()
        let counter = UndoableCounter(manager)
        counter.set(1, named: "One")
        manager.closeEventGroup()
        counter.set(2, named: "Two")
        counter.set(3, named: "Three")
        manager.closeEventGroup()
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoActionName == "Three")
        manager.undo()
        #expect(counter.value == 1, "both changes of the second event are undone together")
        #expect(manager.redoActionName == "Three" && manager.undoActionName == "One")
        manager.redo()
        #expect(counter.value == 3)
        #expect(manager.undoActionName == "Three" && !manager.canRedo)
        manager.undo()
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.undo()
        #expect(counter.value == 0, "undoing with nothing left changes nothing")
        manager.redo()
        #expect(counter.value == 1 && manager.redoActionName == "Three")
    }

    @Test func aNewChangeAfterAnUndoForgetsTheRedo() {
        let manager = UndoManager()
        let counter = UndoableCounter(manager)
        counter.set(1, named: "One")
        manager.undo()
        #expect(manager.canRedo)
        counter.set(5, named: "Five")
        #expect(!manager.canRedo)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func anOpenEventGroupIsUndoneWholeAndExplicitGroupsNest() {
        let manager = UndoManager()
        let counter = UndoableCounter(manager)
        counter.set(1, named: "One")
        #expect(manager.groupingLevel == 1)
        // Undo closes the event's group first.
        manager.undo()
        #expect(counter.value == 0 && manager.groupingLevel == 0)
        manager.beginUndoGrouping()
        counter.set(7, named: "Seven")
        manager.beginUndoGrouping()
        counter.set(8, named: "Eight")
        manager.endUndoGrouping()
        manager.closeEventGroup()
        #expect(manager.groupingLevel == 1, "an explicit group is not closed by the event")
        counter.set(9, named: "Nine")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
    }

    @Test func levelsOfUndoKeepTheNewestAndDisabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = UndoableCounter(manager)
        for value in 1...4 {
            counter.set(value, named: "\(value)")
            manager.closeEventGroup()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 2 && !manager.canUndo)
        manager.disableUndoRegistration()
        counter.set(10, named: "Ten")
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        manager.removeAllActions()
        #expect(!manager.canRedo)
    }

    @Test func withoutGroupsByEventARegistrationOutsideAGroupIsNotRecorded() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = UndoableCounter(manager)
        counter.set(1, named: "One")
        #expect(!manager.canUndo)
        manager.beginUndoGrouping()
        counter.set(2, named: "Two")
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 1)
    }
}
