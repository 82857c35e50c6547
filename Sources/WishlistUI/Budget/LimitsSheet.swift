import Foundation
import TermUI
import TravelModel

/// The sheet of the monthly limits ("Monthly limits", `L` on the month's spending by category): one amount a
/// category, in the app's currency, empty for no limit. An amount is read as the expense sheet reads one (the
/// locale's way, spaces around it trimmed) and must be above zero and at most `ExpenseSheet.largestAmount`;
/// what is wrong is said under its field, and Save stays disabled until nothing is (Ctrl-S too early says which
/// limits to correct). Save sets every limit that changed as one step to undo; Esc or Cancel changes nothing.
///
/// A category whose limit is in another currency shows an empty field and says what its limit is: left empty it
/// keeps that limit, and an amount typed there replaces it (a limit is in one currency: none is converted).
///
/// A limit changed on both machines (sync kept the later change) says so under its field, with the other
/// machine's limit and a button that puts it in the field (or empties it, when the other machine removed it);
/// saving settles each such conflict with what the fields say.
struct LimitsSheet: View {
    /// The limits now (`BudgetStore.limits`).
    let limits: [Category.ID: Money]
    /// The limits changed on both machines, still to settle (`BudgetStore.limitConflicts()`).
    var conflicts: [LimitConflict] = []
    /// The currency the fields are in: the app's.
    let currencyCode: String
    /// Called with each category whose limit changed, and its new limit (nil: none), when the user saves.
    let onSave: ([Category: Money?]) -> Void

    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.localeCategories) private var locales
    /// Each field's amount; none while the field is empty (or its text gives no amount).
    @State private var amounts: [Category.ID: Decimal]
    /// Each field's text as the user typed it (`valueFieldText`), once typed in.
    @State private var texts: [Category.ID: String] = [:]
    /// Why a field's text gives no amount ("12,50 is not a valid amount: …").
    @State private var problems: [Category.ID: String] = [:]
    @State private var showsMissing = false

    /// A sheet that starts from `limits`, its fields in the currency with `currencyCode`, offering the other
    /// machine's limit of each of `conflicts`.
    init(
        limits: [Category.ID: Money], conflicts: [LimitConflict] = [], currencyCode: String,
        onSave: @escaping ([Category: Money?]) -> Void
    ) {
        self.limits = limits
        self.conflicts = conflicts
        self.currencyCode = currencyCode
        self.onSave = onSave
        _amounts = State(initialValue: Self.amounts(of: limits, in: currencyCode))
    }

    /// The amounts of the limits in the currency with `code`, by category.
    private static func amounts(of limits: [Category.ID: Money], in code: String) -> [Category.ID: Decimal] {
        limits.filter { $0.value.currencyCode == code }.mapValues(\.amount)
    }

    private var currency: Decimal.FormatStyle.Currency {
        .currency(code: currencyCode).locale(locale)
    }

    /// What is wrong with a category's field, in a sentence; nil when nothing is.
    private func issue(of category: Category) -> String? {
        if let problem = problems[category.id] { return problem }
        guard let amount = amounts[category.id] else { return nil }
        if amount <= 0 { return locales.localized("Make it more than \(currency.format(0)), or leave it empty for no limit.") }
        if amount > ExpenseSheet.largestAmount { return locales.localized("Make it at most \(currency.format(ExpenseSheet.largestAmount)).") }
        return nil
    }

    /// What keeps the sheet from being saved: the limits to correct.
    private var missing: WhatIsMissing {
        let wrong = Category.all.filter { issue(of: $0) != nil }.map { locales.localized(name: $0.title) }
        guard let last = wrong.last else { return WhatIsMissing() }
        guard wrong.count > 1 else { return WhatIsMissing(corrections: [locales.localized("correct the limit of \(last)")]) }
        let list = wrong.dropLast().joined(separator: ", ") + locales.localized(" and ") + last
        return WhatIsMissing(corrections: [locales.localized("correct the limits of \(list)")])
    }

    /// Each category whose limit changed, and its new limit: an amount typed where there was another or none,
    /// or none where there was one in the app's currency.
    private var changes: [Category: Money?] {
        let original = Self.amounts(of: limits, in: currencyCode)
        var changes: [Category: Money?] = [:]
        for category in Category.all where amounts[category.id] != original[category.id] {
            // `updateValue`: assigning nil through the subscript would drop the change that removes a limit.
            changes.updateValue(amounts[category.id].map { Money($0, currencyCode: currencyCode) }, forKey: category)
        }
        return changes
    }

    var body: some View {
        let missing = missing
        NavigationStack {
            Form {
                Section {
                    Text("What each category may cost in a month, in \(currencyCode); empty for no limit.", bundle: .module)
                        .foregroundStyle(.secondary)
                }
                Section {
                    ForEach(Category.all) { category in
                        field(for: category)
                    }
                }
                WhatIsMissingSection(missing: missing, isShown: showsMissing)
            }
            .sheetChrome("Monthly limits", confirm: "Save", isEnabled: missing.isEmpty) { save() }
            .showsWhatIsMissingOnSave($showsMissing, missing)
        }
    }

    /// A category's amount, what is wrong with it under it, or its limit in another currency.
    @ViewBuilder
    private func field(for category: Category) -> some View {
        let id = category.id
        TextField(value: Binding(get: { amounts[id] }, set: { amounts[id] = $0 }),
                  format: .currency(code: currencyCode), prompt: Text("none", bundle: .module)) {
            Text(LocalizedStringKey(category.title), bundle: .module)
        }
            .keyboardType(.decimalPad)
            .valueTextProblem(Binding(get: { problems[id] }, set: { problems[id] = $0 }))
            .valueFieldText(Binding(get: { texts[id] ?? "" }, set: { texts[id] = $0 }))
            .accessibilityIdentifier("limit.\(id)")
        if let issue = issue(of: category) {
            Text(issue).foregroundStyle(.red)
        } else if amounts[id] == nil, let other = limits[id], other.currencyCode != currencyCode {
            let amount = other.amount.moneyText(code: other.currencyCode, locale: locale)
            Text("Now \(amount) a month, kept while this is empty.", bundle: .module).foregroundStyle(.secondary)
        }
        if let conflict = conflicts.last(where: { $0.category == id }) {
            conflictNote(conflict)
        }
    }

    /// The other machine's limit of a category changed on both machines, and a button that puts it in the field
    /// (none for a limit in another currency, which a field of this sheet cannot hold).
    @ViewBuilder
    private func conflictNote(_ conflict: LimitConflict) -> some View {
        let id = conflict.category
        if let other = conflict.other {
            let amount = other.amount.moneyText(code: other.currencyCode, locale: locale)
            Text("Changed on both machines: the other machine's limit is \(amount).", bundle: .module).foregroundStyle(.yellow)
            if other.currencyCode == currencyCode, amounts[id] != other.amount {
                Button { fill(id, with: other.amount) } label: { Text("Use the other machine's limit", bundle: .module) }
                    .accessibilityIdentifier("limit.\(id).other")
            }
        } else {
            Text("Changed on both machines: the other machine removed this limit.", bundle: .module).foregroundStyle(.yellow)
            if amounts[id] != nil {
                Button { fill(id, with: nil) } label: { Text("Remove it, as the other machine did", bundle: .module) }
                    .accessibilityIdentifier("limit.\(id).other")
            }
        }
    }

    /// Puts `amount` in the field of the category `id` (none: empties it), as if typed.
    private func fill(_ id: Category.ID, with amount: Decimal?) {
        amounts[id] = amount
        texts[id] = nil
        problems[id] = nil
    }

    private func save() {
        guard missing.isEmpty else { return }
        onSave(changes)
        dismiss()
    }
}
