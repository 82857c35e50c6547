import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Picker` and `.tag(_:)`: the chosen option in the row, ← → changing it with wrap-around, and the menu
/// Enter opens (choosing and cancelling).
@MainActor
struct PickerTests {
    private struct Category: Identifiable, Hashable {
        let id: String
        let title: String
        let symbol: String

        static let all = [
            Category(id: "food", title: "Food & Drink", symbol: "fork.knife"),
            Category(id: "lodging", title: "Lodging", symbol: "bed.double"),
            Category(id: "transport", title: "Transport", symbol: "airplane"),
        ]
    }

    private func categoryPicker(_ selection: Bound<Category>) -> some View {
        Form {
            Picker("Category", selection: selection.binding) {
                ForEach(Category.all) { category in
                    Label(category.title, systemImage: category.symbol).tag(category)
                }
            }
            LabeledContent("Below", value: "Other row")
        }
    }

    // MARK: The row

    @Test func theRowShowsTheLabelAndTheChosenOption() {
        let selection = Bound(Category.all[1])
        let screen = formDriver(categoryPicker(selection))
        #expect(screen.position(of: "Category")?.column == 1)
        #expect(screen.trimmedLine(0).hasSuffix("Lodging ›"))
        #expect(screen.trimmedLine(0).contains("‹ "))
        // Without focus the marks go and the option sits at the trailing edge.
        let unfocused = formDriver(VStack {
            TextField("Name", text: .constant(""))
            categoryPicker(selection)
        })
        #expect(!unfocused.text.contains("‹"))
        #expect(unfocused.trimmedLine(1).hasSuffix(" Lodging"))
        #expect(unfocused.endColumn(ofRow: 1) == 79)
    }

    @Test func theChosenOptionIsReversedWhileThePickerHasFocus() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        #expect(screen.string("Food & Drink", has: .reverse))
        #expect(!screen.string("Category", has: .reverse))
    }

    @Test func arrowsChooseThePreviousAndNextOptionWrappingAround() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        screen.press(.rightArrow)
        #expect(selection.value == Category.all[1])
        #expect(screen.text.contains("Lodging"))
        screen.press(.rightArrow, .rightArrow)
        #expect(selection.value == Category.all[0])
        screen.press(.leftArrow)
        #expect(selection.value == Category.all[2])
        #expect(screen.text.contains("Transport"))
        screen.press("h")
        #expect(selection.value == Category.all[1])
        screen.press("l")
        #expect(selection.value == Category.all[2])
    }

    @Test func anOptionChangedElsewhereIsShown() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        selection.value = Category.all[2]
        screen.update()
        #expect(screen.trimmedLine(0).contains("Transport"))
    }

    // MARK: The menu

    @Test func enterOpensAMenuThatMarksTheCurrentOption() {
        let selection = Bound(Category.all[1])
        let screen = formDriver(categoryPicker(selection), showsKeyHints: true)
        screen.press(.return)
        let food = screen.row(containing: "Food & Drink")
        let lodging = screen.row(containing: "✓")
        #expect(food == 2)
        #expect(lodging == 3)
        #expect(screen.lines[3].contains("Lodging"))
        #expect(screen.row(containing: "Transport") == 4)
        #expect(screen.text.contains("╭"))
        // The highlight starts on the current option.
        #expect(screen.string("Lodging", has: .reverse))
        #expect(screen.keyHints.contains(KeyHint("⏎", "choose")))
        #expect(screen.keyHints.contains(KeyHint("Esc", "close")))
    }

    @Test func theMenuDoesNotDimTheScreen() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        screen.press(.return)
        #expect(!screen.string("Category", has: .dim))
    }

    @Test func enterInTheMenuChoosesTheHighlightedOption() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        screen.press(.return, .downArrow, .downArrow, .return)
        #expect(selection.value == Category.all[2])
        #expect(!screen.text.contains("╭"))
        #expect(screen.trimmedLine(0).contains("Transport"))
        // Focus is back on the picker.
        screen.press(.rightArrow)
        #expect(selection.value == Category.all[0])
    }

    @Test func escapeClosesTheMenuWithoutAChange() {
        let selection = Bound(Category.all[0])
        var escapes = 0
        let screen = formDriver(
            categoryPicker(selection).onKeyPress(.escape) {
                escapes += 1
                return .handled
            })
        screen.press(.return, .downArrow, .escape)
        #expect(selection.value == Category.all[0])
        #expect(!screen.text.contains("╭"))
        #expect(escapes == 0)
        // Esc now goes on, as the menu is closed.
        screen.press(.escape)
        #expect(escapes == 1)
    }

    @Test func aLetterMovesToTheOptionStartingWithIt() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection))
        screen.press(.return)
        screen.type("t")
        screen.press(.return)
        #expect(selection.value == Category.all[2])
    }

    // MARK: Tags

    @Test func withoutTagsForEachOptionsAreTheirElementsIDs() {
        let selection = Bound("transport")
        let screen = formDriver(Form {
            Picker("Category", selection: selection.binding) {
                ForEach(Category.all) { Text($0.title) }
            }
        })
        #expect(screen.trimmedLine(0).contains("Transport"))
        screen.press(.rightArrow)
        #expect(selection.value == "food")
    }

    @Test func staticOptionsWithTags() {
        let selection = Bound(2)
        let screen = formDriver(Form {
            Picker("Size", selection: selection.binding) {
                Text("Small").tag(1)
                Text("Medium").tag(2).bold()
                Text("Large").foregroundStyle(.red).tag(3)
            }
        })
        #expect(screen.trimmedLine(0).contains("Medium"))
        screen.press(.rightArrow)
        #expect(selection.value == 3)
        screen.press(.rightArrow)
        #expect(selection.value == 1)
    }

    @Test func anOptionalSelectionMatchesTagsOfTheWrappedType() {
        let selection = Bound<Int?>(nil)
        let screen = formDriver(Form {
            Picker("Size", selection: selection.binding) {
                Text("Small").tag(Optional(1))
                Text("Large").tag(Optional(2))
            }
        })
        #expect(!screen.trimmedLine(0).contains("Small"))
        screen.press(.rightArrow)
        #expect(selection.value == 1)
        #expect(screen.trimmedLine(0).contains("Small"))
    }

    @Test func pickerStylesAreAccepted() {
        let selection = Bound(1)
        let screen = formDriver(
            Picker("Size", selection: selection.binding) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.menu)
            .pickerStyle(.segmented))
        #expect(screen.text.contains("Small"))
    }

    // MARK: Disabled

    @Test func aDisabledPickerIsDimAndIgnoresKeys() {
        let selection = Bound(Category.all[0])
        let screen = formDriver(categoryPicker(selection).disabled(true))
        screen.press(.rightArrow, .return)
        #expect(selection.value == Category.all[0])
        #expect(!screen.text.contains("╭"))
        #expect(screen.string("Category", has: .dim))
        #expect(screen.focusedNode == nil)
    }
}
