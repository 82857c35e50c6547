import Foundation
import TermUI
import TravelModel

/// The import sheet's settings, as the guess made them and the user changes them (each change previews the
/// import again): the column of each part of an expense, the amounts signed in one column or as debits and
/// credits apart, which sign is money spent; the format of the dates and the decimal mark, each with why it
/// was chosen (the locale's way is said as such, where no value of the file decides); the currency of rows
/// without one; the category of names the app does not know; and whether rows already there are imported.
struct ImportMappingSections: View {
    let session: CSVImportSession
    let guess: CSVImportGuess
    let settings: CSVImportSettings
    @Environment(\.localeCategories) private var locales

    /// How the amounts are laid out in the file.
    enum AmountLayout: Hashable {
        /// One column, signed.
        case signed
        /// Money spent and money received in columns of their own.
        case debitsAndCredits
    }

    var body: some View {
        Section {
            columnPicker("Date", role: .date)
            columnPicker("Title", role: .title)
            columnPicker("Title, else", role: .title, place: 1)
            Picker(selection: amountLayout) {
                Text("in one column, signed", bundle: .module).tag(AmountLayout.signed)
                Text("debits and credits apart", bundle: .module).tag(AmountLayout.debitsAndCredits)
            } label: {
                Text("Amounts", bundle: .module)
            }
            if amountLayout.wrappedValue == .signed {
                columnPicker("Amount", role: .amount)
                Picker(selection: change(\.amountSign, part: .amountSign)) {
                    Text("is negative", bundle: .module).tag(AmountSign.negativeIsSpent)
                    Text("is positive", bundle: .module).tag(AmountSign.positiveIsSpent)
                    Text("every amount, as written", bundle: .module).tag(AmountSign.asWritten)
                } label: {
                    Text("Money spent", bundle: .module)
                }
                .accessibilityIdentifier("import.sign")
                Text(reason(of: .amountSign, guess.amountSignReason.description(in: locales))).foregroundStyle(.secondary)
            } else {
                columnPicker("Debit", role: .debit)
                columnPicker("Credit", role: .credit)
            }
            columnPicker("Category", role: .category)
            columnPicker("Currency", role: .currency)
            columnPicker("Trip", role: .trip)
        } header: {
            Text("Columns", bundle: .module)
        }
        Section {
            Picker(selection: change(\.dateFormat, part: .dateFormat)) {
                ForEach(dateFormats, id: \.self) { format in
                    Text(format.description).tag(format)
                }
            } label: {
                Text("Dates", bundle: .module)
            }
            .accessibilityIdentifier("import.dates")
            Text(reason(of: .dateFormat, guess.dateFormatReason.description(in: locales))).foregroundStyle(.secondary)
            Picker(selection: change(\.decimalMark, part: .decimalMark)) {
                Text("point, 1,234.56", bundle: .module).tag(DecimalMark.point)
                Text("comma, 1.234,56", bundle: .module).tag(DecimalMark.comma)
            } label: {
                Text("Decimal mark", bundle: .module)
            }
            .accessibilityIdentifier("import.decimal")
            Text(reason(of: .decimalMark, guess.decimalMarkReason.description(in: locales))).foregroundStyle(.secondary)
            @Bindable var session = session
            TextField(text: $session.currencyText, prompt: Text("ISO code", bundle: .module)) {
                settings.columns.currency == nil ? Text("Currency", bundle: .module) : Text("Else currency", bundle: .module)
            }
            .accessibilityIdentifier("import.currency")
            if !session.currencyIsKnown {
                Text("Type a currency's ISO code, such as EUR or USD.", bundle: .module).foregroundStyle(.red)
            } else if settings.columns.currency == nil {
                Text(reason(of: .currency, locales.localized("from \(guess.currencySource.description(in: locales))"))).foregroundStyle(.secondary)
            } else {
                Text("The currency of rows with none in the file's currency column.", bundle: .module).foregroundStyle(.secondary)
            }
            Picker(selection: change(\.fallbackCategory, part: .fallbackCategory)) {
                ForEach(TravelModel.Category.all) { category in
                    Text(LocalizedStringKey(category.title), bundle: .module).tag(category)
                }
            } label: {
                Text("Unknown categories", bundle: .module)
            }
            .accessibilityIdentifier("import.fallback")
            Toggle(isOn: change(\.keepsDuplicates, part: .duplicates)) { Text("Import rows already there", bundle: .module) }
                .accessibilityIdentifier("import.duplicates")
        } header: {
            Text("Formats", bundle: .module)
        }
    }

    /// Why a part is as it is: `guessed`, the guess's reason, until the user changed it.
    private func reason(of part: CSVImportSession.Part, _ guessed: String) -> String {
        session.changedParts.contains(part) ? locales.localized("As you chose.") : locales.localized("Guessed: \(guessed).")
    }

    /// The date formats offered: the one now, then the common ones.
    private var dateFormats: [ImportDateFormat] {
        var formats = [settings.dateFormat]
        for format in [ImportDateFormat.iso, .german, .american, .british] where !formats.contains(format) {
            formats.append(format)
        }
        return formats
    }

    /// A binding of one of the settings, which changes it through the session (and previews again).
    private func change<Value>(_ keyPath: WritableKeyPath<CSVImportSettings, Value>, part: CSVImportSession.Part) -> Binding<Value> {
        let session = session
        let settings = settings
        return Binding(
            get: { settings[keyPath: keyPath] },
            set: { value in session.change(part) { $0[keyPath: keyPath] = value } })
    }

    /// Whether the amounts are one signed column or debits and credits apart; a change moves the column.
    private var amountLayout: Binding<AmountLayout> {
        let session = session
        let columns = settings.columns
        return Binding(
            get: { columns.amount == nil && columns.debit != nil ? .debitsAndCredits : .signed },
            set: { layout in
                session.change(.columns) { settings in
                    if layout == .signed {
                        settings.columns.assign(columns.debit, to: .amount)
                    } else {
                        let amount = columns.amount
                        settings.columns.amount = nil
                        settings.columns.assign(amount, to: .debit)
                    }
                }
            })
    }

    /// A picker of the column of `role` (the title's second at `place` 1): none, or one of the file's.
    private func columnPicker(_ title: LocalizedStringKey, role: CSVColumnRole, place: Int = 0) -> some View {
        let session = session
        let chosen = settings.columns[role].dropFirst(place).first
        let selection = Binding<Int?>(
            get: { chosen },
            set: { column in session.change(.columns) { $0.columns.assign(column, to: role, place: place) } })
        return Picker(selection: selection) {
            Text("none", bundle: .module).tag(Int?.none)
            ForEach(0..<guess.columnCount, id: \.self) { column in
                Text(columnName(column)).tag(Int?.some(column))
            }
        } label: {
            Text(title, bundle: .module)
        }
        .accessibilityIdentifier("import.column.\(role.rawValue)\(place > 0 ? ".\(place + 1)" : "")")
    }

    /// Column `index` as the user is shown it: its number from 1, and its name, else its first value.
    private func columnName(_ index: Int) -> String {
        let name = guess.header.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            ?? guess.firstRows.first?[field: index].map { "(\($0))" }
        return "\(index + 1) " + (name ?? "").sanitizedForTerminal(maxLength: 30)
    }
}
