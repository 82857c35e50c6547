import Foundation
import TermUI
import TravelModel

/// The sheet that adds an expense: title, amount, category and date. Nothing reaches the store until Save,
/// which stays disabled until the title is not blank and the amount is above zero; Ctrl-S too early says what
/// is missing.
struct NewExpenseSheet: View {
    /// Called with the new expense when the user saves.
    let onSave: (Expense) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount: Decimal?
    @State private var category = Category.foodAndDrink
    @State private var date = Date.now
    @State private var showsMissing = false

    /// What the expense still lacks, in words.
    private var missing: [String] {
        var missing: [String] = []
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { missing.append("a title") }
        if (amount ?? 0) <= 0 { missing.append("an amount above zero") }
        return missing
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Amount", value: $amount, format: .number)
                        .keyboardType(.decimalPad)
                    Picker("Category", selection: $category) {
                        ForEach(Category.all) { category in
                            Label(category.title, systemImage: category.symbol).tag(category)
                        }
                    }
                    DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
                }
                if showsMissing && !missing.isEmpty {
                    Section {
                        Text("To save, add \(missing.joined(separator: " and ")).")
                            .foregroundStyle(.red)
                    }
                }
            }
            .sheetChrome("New Expense", confirm: "Save", isEnabled: missing.isEmpty) { save() }
            .onKeyPress(keys: ["s"]) { press in
                guard press.modifiers == .control, !missing.isEmpty else { return .ignored }
                showsMissing = true
                return .handled
            }
        }
    }

    private func save() {
        guard missing.isEmpty, let amount else { return }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        onSave(Expense(title: trimmed, amount: amount, category: category, date: date))
        dismiss()
    }
}
