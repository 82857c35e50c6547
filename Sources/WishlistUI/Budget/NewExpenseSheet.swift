import Foundation
import TermUI
import TravelModel

/// The sheet that adds an expense: title, amount, category and date. Nothing reaches the store until Save,
/// which stays disabled until the title is not blank and the amount is a valid one above zero and at most
/// `largestAmount`; Ctrl-S too early says what is missing or wrong. The amount is typed in the locale's way
/// and shown in the budget's currency once the field is left ($4.50, 4,50 €).
struct NewExpenseSheet: View {
    /// Called with the new expense when the user saves.
    let onSave: (Expense) -> Void

    /// The largest amount one expense may have. A Decimal holds 38 digits, but an expense of more than a
    /// billion in a travel budget is a typo (a key held down, digits pasted twice), and the cap keeps the
    /// total of a million expenses exact in a Double's 15 digits wherever a total is drawn as a bar.
    static let largestAmount: Decimal = 1_000_000_000

    @Environment(\.dismiss) private var dismiss
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.locale) private var locale
    @State private var title = ""
    @State private var amount: Decimal?
    /// Why the amount's text gives no amount ("12,50 is not a valid amount: this locale writes 12.50.").
    @State private var amountProblem: String?
    @State private var category = Category.foodAndDrink
    @State private var date = Date.now
    @State private var showsMissing = false

    private var currency: Decimal.FormatStyle.Currency {
        .currency(code: currencyCode).locale(locale)
    }

    /// What the expense still lacks or has wrong.
    private var missing: WhatIsMissing {
        var missing = WhatIsMissing()
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { missing.additions.append("a title") }
        if let amountProblem {
            missing.problems.append(amountProblem)
        } else if let amount {
            if amount == 0 {
                missing.corrections.append("make the amount more than \(currency.format(0))")
            } else if amount < 0 {
                missing.corrections.append("make the amount positive (\(currency.format(amount)) is below zero)")
            } else if amount > Self.largestAmount {
                missing.corrections.append("make the amount at most \(currency.format(Self.largestAmount))")
            }
        } else {
            missing.additions.append("an amount")
        }
        return missing
    }

    var body: some View {
        let missing = missing
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Amount", value: $amount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .valueTextProblem($amountProblem)
                    Picker("Category", selection: $category) {
                        ForEach(Category.all) { category in
                            Label(category.title, systemImage: category.symbol).tag(category)
                        }
                    }
                    DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
                }
                WhatIsMissingSection(missing: missing, isShown: showsMissing)
            }
            .sheetChrome("New Expense", confirm: "Save", isEnabled: missing.isEmpty) { save() }
            .showsWhatIsMissingOnSave($showsMissing, missing)
        }
    }

    private func save() {
        guard missing.isEmpty, let amount else { return }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        onSave(Expense(title: trimmed, amount: amount, category: category, date: date))
        dismiss()
    }
}
