import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Toggle`: its label and box, Space and Enter flipping it, and disabled toggles.
@MainActor
struct ToggleTests {
    @Test func theRowShowsTheLabelAndTheBox() {
        let isOn = Bound(false)
        let screen = formDriver(Form { Toggle("Reimbursable", isOn: isOn.binding) })
        #expect(screen.position(of: "Reimbursable")?.column == 1)
        #expect(screen.trimmedLine(0).hasSuffix("[ ]"))
        #expect(screen.endColumn(ofRow: 0) == 79)
        isOn.value = true
        screen.update()
        #expect(screen.trimmedLine(0).hasSuffix("[x]"))
    }

    @Test func spaceAndEnterFlipIt() {
        let isOn = Bound(false)
        let screen = formDriver(Form { Toggle("Reimbursable", isOn: isOn.binding) }, showsKeyHints: true)
        #expect(screen.keyHints.contains(KeyHint("Space", "turn on")))
        screen.press(.space)
        #expect(isOn.value)
        #expect(screen.text.contains("[x]"))
        #expect(screen.keyHints.contains(KeyHint("Space", "turn off")))
        screen.press(.return)
        #expect(!isOn.value)
        #expect(screen.text.contains("[ ]"))
    }

    @Test func theBoxIsReversedWhileTheToggleHasFocus() {
        let screen = formDriver(Form {
            Toggle("First", isOn: .constant(true))
            Toggle("Second", isOn: .constant(true))
        })
        guard let first = screen.row(containing: "First"), let second = screen.row(containing: "Second") else {
            Issue.record("rows not found")
            return
        }
        #expect(screen.style(atColumn: 78, row: first).attributes.contains(.reverse))
        #expect(!screen.style(atColumn: 78, row: second).attributes.contains(.reverse))
        screen.press(.downArrow)
        #expect(!screen.style(atColumn: 78, row: first).attributes.contains(.reverse))
        #expect(screen.style(atColumn: 78, row: second).attributes.contains(.reverse))
    }

    @Test func aDisabledToggleIsDimTakesNoFocusAndIgnoresKeys() {
        let isOn = Bound(false)
        let enabled = Bound(false)
        let screen = formDriver(Form {
            Toggle("Locked", isOn: isOn.binding).disabled(true)
            Toggle("Open", isOn: enabled.binding)
        })
        screen.press(.space)
        #expect(!isOn.value)
        #expect(enabled.value)
        #expect(screen.string("Locked", has: .dim))
        #expect(!screen.string("Open", has: .dim))
        screen.press(.upArrow, .space)
        #expect(!isOn.value)
    }

    @Test func toggleStylesAreAccepted() {
        let screen = formDriver(Toggle("On", isOn: .constant(true)).toggleStyle(.switch))
        #expect(screen.text.contains("[x]"))
    }
}
