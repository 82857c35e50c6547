import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Form`, `Section` and `LabeledContent`: rows across the width with labels at the leading edge and values
/// at the trailing edge, dim section headers set apart by blank rows, focus moving with ↑ ↓, and scrolling to
/// keep the focused control in view.
@MainActor
struct FormTests {
    // MARK: Rows and sections

    @Test func sectionsHaveDimHeadersAndABlankRowBetweenThem() {
        let screen = formDriver(Form {
            Section("Details") {
                LabeledContent("Title", value: "Coffee")
                LabeledContent("Category", value: "Food")
            }
            Section {
                LabeledContent("Notes", value: "None")
            } header: {
                Text("More")
            } footer: {
                Text("Shown to no one.")
            }
        })
        #expect(screen.trimmedLine(0) == " Details")
        #expect(screen.string("Details", has: .dim))
        #expect(screen.row(containing: "Title") == 1)
        #expect(screen.row(containing: "Category") == 2)
        #expect(screen.trimmedLine(3) == "")
        #expect(screen.trimmedLine(4) == " More")
        #expect(screen.string("More", has: .dim))
        #expect(screen.row(containing: "Notes") == 5)
        #expect(screen.trimmedLine(6) == " Shown to no one.")
        #expect(screen.string("Shown to no one.", has: .dim))
    }

    @Test func labelsAreAtTheLeadingEdgeAndValuesAtTheTrailingEdge() {
        let screen = formDriver(Form {
            LabeledContent("Category", value: "Food")
            LabeledContent("Date") { Text("Today") }
            LabeledContent {
                Text("42")
            } label: {
                Text("Answer")
            }
        })
        // One column of margin at each side of an 80-column screen.
        #expect(screen.position(of: "Category")?.column == 1)
        #expect(screen.endColumn(ofRow: 0) == 79)
        #expect(screen.trimmedLine(0).hasSuffix("Food"))
        #expect(screen.position(of: "Date")?.column == 1)
        #expect(screen.trimmedLine(1).hasSuffix(" Today"))
        #expect(screen.endColumn(ofRow: 1) == 79)
        #expect(screen.position(of: "Answer")?.column == 1)
        #expect(screen.trimmedLine(2).hasSuffix(" 42"))
        // The value is secondary text; the label is not.
        #expect(screen.string("Food", has: .dim))
        #expect(!screen.string("Category", has: .dim))
    }

    @Test func formattedValuesUseTheEnvironmentsLocale() {
        let view = Form {
            LabeledContent("Amount", value: Decimal(string: "1234.5") ?? 0, format: .currency(code: "USD"))
        }
        let english = formDriver(view, environment: formEnvironment(locale: "en_US"))
        #expect(english.trimmedLine(0).hasSuffix(" $1,234.50"))
        let german = formDriver(view, environment: formEnvironment(locale: "de_DE"))
        #expect(german.trimmedLine(0).hasSuffix(" 1.234,50\u{A0}$"))
    }

    @Test func disabledLabeledContentIsDim() {
        let screen = formDriver(Form {
            LabeledContent("Category", value: "Food").disabled(true)
            LabeledContent("Title", value: "Tea")
        })
        #expect(screen.string("Category", has: .dim))
        #expect(!screen.string("Title", has: .dim))
    }

    @Test func aLongLabelIsCutBeforeTheValue() {
        let screen = formDriver(
            Form { LabeledContent(String(repeating: "Label ", count: 10), value: "The value") }, columns: 40)
        #expect(screen.trimmedLine(0).hasSuffix("The value"))
        #expect(screen.trimmedLine(0).contains("…"))
    }

    @Test func everyControlInAFormShowsItsLabelLeftAndItsValueRight() {
        let title = Bound("Coffee"), amount = Bound<Decimal?>(Decimal(string: "4.5")), size = Bound(2)
        let date = Bound(makeDate(2024, 3, 15)), flag = Bound(true)
        let screen = formDriver(Form {
            Section("Details") {
                TextField("Title", text: title.binding)
                TextField("Amount", value: amount.binding, format: .number)
                Picker("Size", selection: size.binding) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                DatePicker("Date", selection: date.binding, displayedComponents: .date)
                Toggle("Reimbursable", isOn: flag.binding)
            }
        })
        let rows = ["Title": "Coffee", "Amount": "4.5", "Size": "Large", "Date": "Mar 15, 2024", "Reimbursable": "[x]"]
        for (label, value) in rows {
            guard let row = screen.row(containing: label) else {
                Issue.record("no row for \(label)")
                continue
            }
            #expect(screen.position(of: label)?.column == 1, "\(label)")
            #expect(screen.trimmedLine(row).hasSuffix(value), "\(label): \(screen.trimmedLine(row))")
        }
        // The focused field keeps the cell after its text for the cursor, and is underlined across its width.
        #expect(screen.endColumn(ofRow: 1) == 78)
        #expect(screen.terminal.cursor?.column == 78)
        #expect(screen.terminal.cursor?.row == 1)
        #expect(screen.style(atColumn: 40, row: 1).attributes.contains(.underline))
        #expect(!screen.style(atColumn: 40, row: 2).attributes.contains(.underline))
        for row in 2...5 { #expect(screen.endColumn(ofRow: row) == 79, "row \(row)") }
    }

    @Test func anEmptyFieldInAFormShowsItsPromptDimAtTheTrailingEdge() {
        let title = Bound("")
        let screen = formDriver(Form {
            Toggle("First", isOn: .constant(false))
            TextField("Title", text: title.binding, prompt: Text("Required"))
            TextField("Note", text: title.binding)
        })
        #expect(screen.trimmedLine(1).hasPrefix(" Title"))
        #expect(screen.trimmedLine(1).hasSuffix(" Required"))
        #expect(screen.trimmedLine(2) == " Note", "without a prompt the title is not shown twice")
        #expect(screen.endColumn(ofRow: 1) == 79)
        #expect(screen.style(atColumn: 78, row: 1).attributes.contains(.dim))
        #expect(!screen.style(atColumn: 1, row: 1).attributes.contains(.dim))
    }

    // MARK: Focus

    private func threeFields(_ a: Bound<String>, _ b: Bound<String>, _ c: Bound<String>) -> some View {
        Form {
            Section("Details") {
                TextField("First", text: a.binding)
                LabeledContent("Fixed", value: "Not focusable")
                TextField("Second", text: b.binding)
            }
            Section("More") {
                TextField("Third", text: c.binding)
            }
        }
    }

    @Test func theFirstFieldHasFocusAndArrowsMoveBetweenFields() {
        let a = Bound(""), b = Bound(""), c = Bound("")
        let screen = formDriver(threeFields(a, b, c))
        screen.type("1")
        screen.press(.downArrow)
        screen.type("2")
        screen.press(.downArrow)
        screen.type("3")
        #expect([a.value, b.value, c.value] == ["1", "2", "3"])
        // At the last field ↓ stays; ↑ goes back, skipping what takes no focus.
        screen.press(.downArrow)
        screen.type("!")
        #expect(c.value == "3!")
        screen.press(.upArrow, .upArrow)
        screen.type("x")
        #expect(a.value == "1x")
        screen.press(.upArrow)
        screen.type("y")
        #expect(a.value == "1xy")
    }

    @Test func tabAndShiftTabMoveBetweenFieldsToo() {
        let a = Bound(""), b = Bound(""), c = Bound("")
        let screen = formDriver(threeFields(a, b, c))
        screen.press(.tab, .tab)
        screen.type("c")
        screen.press(KeyPress(.tab, modifiers: .shift))
        screen.type("b")
        #expect([a.value, b.value, c.value] == ["", "b", "c"])
    }

    @Test func theFormHintsThatArrowsMoveBetweenFields() {
        let a = Bound(""), b = Bound(""), c = Bound("")
        let screen = formDriver(threeFields(a, b, c), showsKeyHints: true)
        #expect(screen.keyHints.contains(KeyHint("↑↓", "field")))
        #expect(screen.text.contains("↑↓ field"))
    }

    @Test func inASheetTheFormsFirstFieldHasFocus() {
        let title = Bound("")
        var saved = false
        let screen = formDriver(SheetHost(title: title) { saved = true })
        screen.press(.return)
        #expect(screen.text.contains("New Expense"))
        screen.type("Tea")
        #expect(title.value == "Tea")
        screen.press(.control("s"))
        #expect(saved)
    }

    // MARK: Scrolling

    @Test func aFormTallerThanTheScreenScrollsToKeepTheFocusedFieldInView() {
        let fields = (0..<30).map { _ in Bound("") }
        let screen = formDriver(
            Form {
                Section("Many") {
                    ForEach(0..<30) { index in TextField("Field \(index)", text: fields[index].binding) }
                }
            }, rows: 10)
        #expect(screen.row(containing: "Many") == 0)
        screen.press(.downArrow, times: 20)
        screen.type("here")
        #expect(fields[20].value == "here")
        let row = screen.row(containing: "Field 20 ")
        #expect(row != nil)
        #expect(screen.terminal.cursor?.row == row)
        #expect(screen.row(containing: "Many") == nil)
        // A scroll thumb shows in the last column.
        #expect((0..<10).contains { screen.cell(atColumn: 79, row: $0).character == "┃" })
        screen.press(.upArrow, times: 20)
        #expect(screen.row(containing: "Many") == 0)
        #expect(screen.terminal.cursor?.row == 1)
    }

    @Test func scrollingUpShowsTheSectionHeaderAboveTheFirstField() {
        let fields = (0..<12).map { _ in Bound("") }
        let screen = formDriver(
            Form {
                Section("First") {
                    ForEach(0..<6) { index in TextField("A\(index)", text: fields[index].binding) }
                }
                Section("Second") {
                    ForEach(6..<12) { index in TextField("B\(index)", text: fields[index].binding) }
                }
            }, rows: 6)
        screen.press(.downArrow, times: 11)
        #expect(screen.row(containing: "First") == nil)
        screen.press(.upArrow, times: 5)
        // On B6, the first field of its section: the header shows above it.
        let header = screen.row(containing: "Second")
        #expect(header != nil)
        #expect(screen.terminal.cursor?.row == header.map { $0 + 1 })
    }

    @Test func aFormWithoutControlsScrollsWithArrows() {
        let screen = formDriver(
            Form { ForEach(0..<20) { index in LabeledContent("Row \(index)", value: "\(index)") } }, rows: 5)
        #expect(screen.row(containing: "Row 0 ") == 0)
        screen.press(.downArrow, .downArrow)
        #expect(screen.row(containing: "Row 2 ") == 0)
        screen.press(.end)
        #expect(screen.row(containing: "Row 19") == 4)
        screen.press(.home)
        #expect(screen.row(containing: "Row 0 ") == 0)
    }
}

/// A screen with a button that opens a sheet with a form, as the budget's New Expense sheet does.
private struct SheetHost: View {
    let title: Bound<String>
    let onSave: () -> Void
    @State private var isPresented = false

    var body: some View {
        Button("Add") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                NavigationStack {
                    Form {
                        TextField("Title", text: title.binding)
                        Toggle("Reimbursable", isOn: .constant(false))
                    }
                    .navigationTitle("New Expense")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isPresented = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { onSave() } }
                    }
                }
            }
    }
}
