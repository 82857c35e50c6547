import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A screen that asks before deleting: an alert with a destructive and a cancel button, and a message.
private struct DeleteTrip: View {
    @State private var isConfirming = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Delete trip") { isConfirming = true }
            Text("log: \(log.joined(separator: ","))")
        }
        .alert("Delete Kyoto?", isPresented: $isConfirming) {
            Button("Delete", role: .destructive) { log.append("deleted") }
            Button("Keep", role: .cancel) { log.append("kept") }
        } message: {
            Text("Its days and expenses go too.")
        }
        .pinnedToTopLeading()
    }
}

/// An alert with no buttons, and one with a plain and a destructive button (no cancel).
private struct Notices: View {
    @State private var showsSaved = false
    @State private var showsChoice = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Saved") { showsSaved = true }
            Button("Choose") { showsChoice = true }
            Text("log: \(log.joined(separator: ","))")
        }
        .alert("Saved", isPresented: $showsSaved) {}
        .alert("Replace the file?", isPresented: $showsChoice) {
            Button("Replace", role: .destructive) { log.append("replaced") }
            Button("Keep Both") { log.append("both") }
        }
        .pinnedToTopLeading()
    }
}

/// A confirmation dialog without a cancel button, for some data.
private struct PlaceActions: View {
    @State private var isAsking = false
    @State private var place: String?
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Nara") {
                place = "Nara"
                isAsking = true
            }
            Text("log: \(log.joined(separator: ","))")
        }
        .confirmationDialog("What now?", isPresented: $isAsking, presenting: place) { place in
            Button("Visit \(place)") { log.append("visit \(place)") }
            Button("Forget \(place)", role: .destructive) { log.append("forget \(place)") }
        } message: { place in
            Text("\(place) is on your list.")
        }
        .pinnedToTopLeading()
    }
}

extension TestDriver {
    /// The last place a string appears on screen: a dialog's button, below a title with the same word.
    fileprivate func lastPosition(of string: String) -> (column: Int, row: Int)? {
        for (row, line) in lines.enumerated().reversed() {
            guard let range = line.range(of: string, options: .backwards) else { continue }
            return (Glyph.width(of: String(line[..<range.lowerBound])), row)
        }
        return nil
    }
}

@MainActor
struct DialogTests {
    private func driver<V: View>(_ view: V, columns: Int = 60, rows: Int = 16, usesColor: Bool = true) -> TestDriver {
        var environment = EnvironmentValues()
        environment.usesColor = usesColor
        return TestDriver(view, size: TerminalSize(columns: columns, rows: rows), environment: environment)
    }

    @Test func anAlertShowsItsTitleMessageAndButtonsInABoxOverTheDimmedScreen() throws {
        let screen = driver(DeleteTrip())
        #expect(!screen.text.contains("Delete Kyoto?"))
        screen.press(.return)
        #expect(screen.text.contains("Delete Kyoto?"), "\(screen.text)")
        #expect(screen.text.contains("Its days and expenses go too."))
        let delete = try #require(screen.lastPosition(of: "Delete"))
        let keep = try #require(screen.lastPosition(of: "Keep"))
        #expect(delete.row == keep.row, "two buttons side by side:\n\(screen.text)")
        #expect(delete.column < keep.column, "the cancel button last")
        #expect(screen.text.contains("╭"))
        let title = try #require(screen.position(of: "Delete Kyoto?"))
        #expect(screen.style(atColumn: title.column, row: title.row).attributes.contains(.bold))
        // The screen below is dimmed; q does not quit under the dialog.
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.dim))
        screen.press(KeyPress.character("q"))
        #expect(!screen.didQuit)
        #expect(screen.text.contains("Delete Kyoto?"))
    }

    @Test func escPressesTheCancelButtonAndEnterTheFocusedOne() {
        let screen = driver(DeleteTrip())
        screen.press(.return)
        screen.press(.escape)
        #expect(!screen.text.contains("Delete Kyoto?"))
        #expect(screen.text.contains("log: kept"))
        // Focus starts on the cancel button, not on the destructive one: Enter keeps.
        screen.press(.return)
        screen.press(.return)
        #expect(!screen.text.contains("Delete Kyoto?"))
        #expect(screen.text.contains("log: kept,kept"))
    }

    @Test func arrowsAndTabMoveBetweenTheButtons() throws {
        let screen = driver(DeleteTrip())
        screen.press(.return)
        let keep = try #require(screen.lastPosition(of: "Keep"))
        #expect(screen.style(atColumn: keep.column, row: keep.row).attributes.contains(.reverse))
        screen.press(.leftArrow)
        let delete = try #require(screen.lastPosition(of: "Delete"))
        #expect(screen.style(atColumn: delete.column, row: delete.row).attributes.contains(.reverse))
        #expect(!screen.style(atColumn: keep.column, row: keep.row).attributes.contains(.reverse))
        #expect(screen.keyHints.contains(KeyHint("⏎", "delete")))
        screen.press(.leftArrow)  // stays at the first
        screen.press(.tab)
        #expect(screen.style(atColumn: keep.column, row: keep.row).attributes.contains(.reverse))
        screen.press(.upArrow)
        screen.press(.return)
        #expect(screen.text.contains("log: deleted"))
        #expect(!screen.text.contains("Delete Kyoto?"))
    }

    @Test func theBottomRowOffersTheDialogsKeys() {
        let screen = driver(DeleteTrip())
        screen.press(.return)
        #expect(screen.keyHints.contains(KeyHint("←→", "move")))
        #expect(screen.keyHints.contains(KeyHint("⏎", "keep")))
        #expect(screen.keyHints.contains(KeyHint("Esc", "keep")))
        #expect(!screen.keyHints.contains(KeyHint("q", "quit")))
        #expect(screen.lines[15].contains("Esc keep"), "\(screen.lines[15])")
    }

    @Test func aClickPressesAButtonAndAClickOutsideDoesNothing() throws {
        let screen = driver(DeleteTrip())
        screen.press(.return)
        screen.click(column: 0, row: 0)
        #expect(screen.text.contains("Delete Kyoto?"), "a click outside the box does nothing")
        #expect(screen.text.contains("log: \n") || screen.rowText(1) == "log:")
        let delete = try #require(screen.lastPosition(of: "Delete"))
        screen.click(column: delete.column, row: delete.row)
        #expect(!screen.text.contains("Delete Kyoto?"))
        #expect(screen.text.contains("log: deleted"))
    }

    @Test func anAlertWithoutButtonsGetsAnOKThatEscAndEnterPress() {
        let screen = driver(Notices())
        screen.press(.return)
        #expect(screen.text.contains(" OK "), "\(screen.text)")
        screen.press(.return)
        #expect(!screen.text.contains(" OK "))
        screen.press(.return)
        screen.press(.escape)
        #expect(!screen.text.contains(" OK "))
    }

    @Test func withoutACancelButtonEscClosesTheAlertDoingNothing() {
        let screen = driver(Notices())
        screen.press(.tab, .return)
        #expect(screen.text.contains("Replace the file?"))
        #expect(!screen.text.contains("Cancel"), "an alert gets no Cancel")
        #expect(screen.keyHints.contains(KeyHint("⏎", "keep both")), "focus on the button that does not destroy")
        screen.press(.escape)
        #expect(!screen.text.contains("Replace the file?"))
        #expect(screen.rowText(2) == "log:")
    }

    @Test func aConfirmationDialogStacksItsActionsForItsDataAndAddsACancel() throws {
        let screen = driver(PlaceActions())
        screen.press(.return)
        #expect(screen.text.contains("What now?"), "\(screen.text)")
        #expect(screen.text.contains("Nara is on your list."))
        let visit = try #require(screen.position(of: "Visit Nara"))
        let forget = try #require(screen.position(of: "Forget Nara"))
        let cancel = try #require(screen.position(of: "Cancel"))
        #expect(visit.row < forget.row && forget.row < cancel.row, "stacked, the added Cancel last:\n\(screen.text)")
        #expect(screen.keyHints.contains(KeyHint("↑↓", "move")))
        screen.press(.downArrow, .return)
        #expect(screen.text.contains("log: forget Nara"))
        screen.press(.return)
        screen.press(.escape)
        #expect(!screen.text.contains("What now?"))
        #expect(screen.text.contains("log: forget Nara"), "the added Cancel does nothing else")
    }

    @Test func presentingNilDataShowsNothing() {
        struct Empty: View {
            @State private var isAsking = true
            var body: some View {
                Text("screen").confirmationDialog("Never", isPresented: $isAsking, presenting: String?.none) { _ in
                    Button("Go") {}
                }
            }
        }
        let screen = driver(Empty())
        #expect(!screen.text.contains("Never"))
    }

    @Test func aHiddenTitleIsNotShown() {
        struct Hidden: View {
            @State private var isAsking = true
            var body: some View {
                Text("screen").confirmationDialog("Secret title", isPresented: $isAsking, titleVisibility: .hidden) {
                    Button("Go") {}
                }
            }
        }
        let screen = driver(Hidden())
        #expect(!screen.text.contains("Secret title"))
        #expect(screen.text.contains("Go"))
    }

    @Test func onATinyScreenTheTitleAndButtonsShowAndTheMessageIsCut() throws {
        let screen = driver(DeleteTrip(), columns: 20, rows: 6)
        screen.press(.return)
        #expect(screen.text.contains("Delete Kyoto?"), "\(screen.text)")
        #expect(screen.text.contains("Delete"))
        #expect(screen.text.contains("Keep"))
        #expect(!screen.text.contains("expenses go too"), "\(screen.text)")
        #expect(screen.lines[5].contains("⏎ keep"), "the focused button's action is hinted first: \(screen.lines[5])")
        let confirm = driver(PlaceActions(), columns: 20, rows: 6)
        confirm.press(.return)
        #expect(confirm.text.contains("What now?"), "\(confirm.text)")
        #expect(confirm.text.contains("Visit Nara"), "three buttons stacked, without the border:\n\(confirm.text)")
        #expect(confirm.text.contains("Forget Nara"))
        #expect(confirm.text.contains("Cancel"))
    }

    @Test func aDestructiveButtonIsRedInADialogAToolbarAndAForm() throws {
        let screen = driver(DeleteTrip())
        screen.press(.return)
        let delete = try #require(screen.lastPosition(of: "Delete"))
        let red = Color.red.backgroundColor(in: EnvironmentValues())
        #expect(screen.style(atColumn: delete.column, row: delete.row).foreground == red)
        screen.press(.leftArrow)
        let focused = screen.style(atColumn: delete.column, row: delete.row)
        #expect(focused.foreground == red && focused.attributes.contains(.reverse), "red when focused too")

        let bar = driver(NavigationStack {
            Text("x").navigationTitle("Trip").toolbar { Button("Remove", role: .destructive) {} }
        })
        let remove = try #require(bar.position(of: "Remove"))
        #expect(bar.style(atColumn: remove.column, row: remove.row).foreground == red)

        let form = driver(Form {
            Text("Name")
            Button("Delete Trip", role: .destructive) {}
        })
        let row = try #require(form.position(of: "Delete Trip"))
        #expect(form.style(atColumn: row.column, row: row.row).foreground == red, "\(form.text)")
    }

    @Test func withoutColoursADestructiveButtonIsBoldAndTheFocusReversed() throws {
        let screen = driver(DeleteTrip(), usesColor: false)
        screen.press(.return)
        let delete = try #require(screen.lastPosition(of: "Delete"))
        let keep = try #require(screen.lastPosition(of: "Keep"))
        let deleteStyle = screen.style(atColumn: delete.column, row: delete.row)
        let keepStyle = screen.style(atColumn: keep.column, row: keep.row)
        #expect(deleteStyle.attributes.contains(.bold) && !deleteStyle.attributes.contains(.reverse))
        #expect(keepStyle.attributes.contains(.reverse) && !keepStyle.attributes.contains(.bold))

        let bar = driver(NavigationStack {
            Text("x").navigationTitle("Trip").toolbar {
                Button("Remove", role: .destructive) {}
                Button("Share") {}
            }
        }, usesColor: false)
        let remove = try #require(bar.position(of: "Remove"))
        let share = try #require(bar.position(of: "Share"))
        #expect(bar.style(atColumn: remove.column, row: remove.row).attributes.contains(.underline), "the bar is all bold")
        #expect(!bar.style(atColumn: share.column, row: share.row).attributes.contains(.underline))
    }
}

/// A screen that edits in a sheet: while there are changes the sheet cannot be closed by the user, and its
/// Cancel asks whether to discard them.
private struct TripWithEditor: View {
    @State private var isEditing = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            VStack {
                Button("Edit") { isEditing = true }
                Text("log: \(log.joined(separator: ","))")
            }
            .navigationTitle("Kyoto")
            .sheet(isPresented: $isEditing) { TripEditor(log: $log) }
        }
    }
}

private struct TripEditor: View {
    @Binding var log: [String]
    @State private var isDirty = false
    @State private var asksToDiscard = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Button("Change") { isDirty = true }
                Button("Save") {
                    log.append("saved")
                    dismiss()
                }
            }
            .navigationTitle("Edit Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { if isDirty { asksToDiscard = true } else { dismiss() } }
                }
            }
            .interactiveDismissDisabled(isDirty)
            .confirmationDialog("Discard changes?", isPresented: $asksToDiscard) {
                Button("Discard Changes", role: .destructive) {
                    log.append("discarded")
                    dismiss()
                }
                Button("Keep Editing", role: .cancel) {}
            }
        }
    }
}

/// A sheet that cannot be closed by the user at all, and has no Cancel.
private struct LockedSheet: View {
    @State private var isShown = true

    var body: some View {
        Text("screen").sheet(isPresented: $isShown) { LockedContent() }
    }
}

private struct LockedContent: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Pick a plan first")
            Button("Done") { dismiss() }
        }
        .interactiveDismissDisabled()
    }
}

@MainActor
struct DialogOverSheetTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view, size: TerminalSize(columns: 70, rows: 20))
    }

    @Test func escInADirtySheetAsksThroughItsCancelAndTheDialogShowsOverTheSheet() throws {
        let screen = driver(TripWithEditor())
        screen.press(.return)
        #expect(screen.text.contains("Edit Trip"))
        screen.press(.return)  // Change
        screen.press(.escape)
        #expect(screen.text.contains("Discard changes?"), "\(screen.text)")
        let sheetCancel = try #require(screen.position(of: "Cancel"), "the sheet stays under the dialog")
        #expect(screen.style(atColumn: sheetCancel.column, row: sheetCancel.row).attributes.contains(.dim), "the sheet is dimmed")
        // Esc presses Keep Editing: back in the sheet, which is still open, focus where it was.
        screen.press(.escape)
        #expect(!screen.text.contains("Discard changes?"))
        #expect(screen.text.contains("Edit Trip"))
        #expect(screen.keyHints.contains(KeyHint("Esc", "cancel")), "the sheet has the keys again, with changes")
        #expect(!screen.keyHints.contains(KeyHint("Esc", "close")))
        screen.press(.escape)
        #expect(screen.text.contains("Discard changes?"))
        #expect(screen.keyHints.contains(KeyHint("Esc", "keep editing")))
        screen.press(.upArrow, .return)
        #expect(!screen.text.contains("Discard changes?"))
        #expect(!screen.text.contains("Edit Trip"), "discarding closes the sheet:\n\(screen.text)")
        #expect(screen.text.contains("log: discarded"))
        // Focus is back on the screen's button: Enter opens the sheet again.
        screen.press(.return)
        #expect(screen.text.contains("Edit Trip"))
    }

    @Test func aCleanSheetClosesOnEscAndTheDialogButtonsTakeClicks() throws {
        let screen = driver(TripWithEditor())
        screen.press(.return)
        screen.press(.escape)
        #expect(!screen.text.contains("Edit Trip"), "no changes: Cancel closes at once")
        screen.press(.return)
        screen.press(.return)  // Change
        #expect(screen.click("Cancel"))
        #expect(screen.text.contains("Discard changes?"))
        screen.click(column: 0, row: 0)
        #expect(screen.text.contains("Discard changes?"), "a click outside the dialog does nothing")
        #expect(screen.click("Discard Changes"))
        #expect(!screen.text.contains("Edit Trip"))
        #expect(screen.text.contains("log: discarded"))
    }

    @Test func interactiveDismissDisabledStopsEscButNotDismiss() {
        let screen = driver(LockedSheet())
        #expect(screen.text.contains("Pick a plan first"))
        #expect(!screen.keyHints.contains(KeyHint("Esc", "close")), "Esc is not offered")
        screen.press(.escape)
        #expect(screen.text.contains("Pick a plan first"), "Esc does not close it")
        screen.press(.return)
        #expect(!screen.text.contains("Pick a plan first"), "dismiss() still closes it")
    }

    @Test func withoutChangesEscClosesASheetAsBefore() {
        let screen = driver(TripWithEditor())
        screen.press(.return)
        // Esc presses the Cancel button (which closes the sheet while nothing changed): the bar names the button.
        #expect(screen.keyHints.contains(KeyHint("Esc", "cancel")))
        #expect(!screen.keyHints.contains(KeyHint("Esc", "close")))
        screen.press(.return)  // Change: the Cancel button now asks first
        #expect(screen.keyHints.contains(KeyHint("Esc", "cancel")))
        screen.press(.tab, .return)  // Save: dismiss() closes it even while dismissal is disabled
        #expect(!screen.text.contains("Edit Trip"))
        #expect(screen.text.contains("log: saved"))
    }
}

struct DialogLayoutTests {
    private let wide = Rect(x: 0, y: 0, width: 80, height: 23)

    @Test func theMessageThenTheBlankRowGoOnAShortScreenButNeverTheTitleOrTheButtons() {
        let roomy = DialogLayout(screen: wide, textWidth: 40, titleRows: 1, messageRows: 3, buttons: [6, 6], prefersRow: true)
        #expect(roomy.isRow && roomy.hasBorder)
        #expect(roomy.box.height == 2 + 1 + 3 + 1 + 1)
        #expect(roomy.message.height == 3)
        #expect(roomy.pills.map(\.minY) == [roomy.message.maxY + 1, roomy.message.maxY + 1])
        let short = DialogLayout(
            screen: Rect(x: 0, y: 0, width: 80, height: 5), textWidth: 40, titleRows: 1, messageRows: 3, buttons: [6, 6],
            prefersRow: true)
        #expect(short.title.height == 1 && short.message.height == 1, "one row of message, no blank row")
        #expect(short.pills[0].minY == short.message.maxY)
        #expect(short.box.height == 5)
    }

    @Test func stackedButtonsLoseTheBorderBeforeTheyGoInARow() {
        let screen = Rect(x: 0, y: 0, width: 20, height: 4)
        let stacked = DialogLayout(screen: screen, textWidth: 16, titleRows: 1, messageRows: 2, buttons: [6, 6, 6], prefersRow: false)
        #expect(!stacked.isRow && !stacked.hasBorder)
        #expect(stacked.title.minY == 0 && stacked.pills.map(\.minY) == [1, 2, 3])
        let row = DialogLayout(screen: screen, textWidth: 16, titleRows: 1, messageRows: 0, buttons: [6, 6, 6, 6], prefersRow: false)
        #expect(row.isRow && row.hasBorder, "four stacked do not fit in four rows")
        #expect(row.pills.allSatisfy { $0.maxX <= row.box.maxX - 2 }, "shortened to fit: \(row.pills)")
    }

    @Test func theTextIsAsWideAsItNeedsAndTheScreenAllows() {
        #expect(DialogLayout.textWidth(screen: wide, title: 10, message: 200, buttons: [6], prefersRow: true) == DialogLayout.widestText)
        #expect(DialogLayout.textWidth(screen: wide, title: 10, message: 5, buttons: [6], prefersRow: true) == DialogLayout.narrowestText)
        #expect(DialogLayout.textWidth(screen: Rect(x: 0, y: 0, width: 20, height: 5), title: 30, message: 0, buttons: [], prefersRow: true) == 16)
    }
}
