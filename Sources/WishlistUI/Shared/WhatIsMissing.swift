import TermUI

/// Why a sheet cannot be saved yet, as the sheet says it when the user tries (Ctrl-S before Save is enabled):
/// the sentences of its fields' problems ("12,50 is not a valid amount: this locale writes 12.50.") and what
/// is still to do ("To save, add a title and make the amount more than $0.00."). Empty when it can be saved.
/// Each part is in the screen's language already (`LocaleCategories.localized`); `lines(in:)` joins them in it.
struct WhatIsMissing: Equatable {
    /// Whole sentences, one for each field whose text gives no value.
    var problems: [String] = []
    /// What is still to be filled in, each after "add" ("a title").
    var additions: [String] = []
    /// What is to be changed, each a phrase of its own ("make the amount positive").
    var corrections: [String] = []

    /// Whether nothing is missing: the sheet can be saved.
    var isEmpty: Bool { problems.isEmpty && additions.isEmpty && corrections.isEmpty }

    /// The lines to show, problems first, in the language of `locales`.
    func lines(in locales: LocaleCategories) -> [String] {
        let and = locales.localized(" and ")
        let steps = (additions.isEmpty ? [] : [locales.localized("add \(additions.joined(separator: and))")]) + corrections
        return problems + (steps.isEmpty ? [] : [locales.localized("To save, \(steps.joined(separator: and)).")])
    }
}

/// The red section at the end of a sheet's form that says what is missing, once the user has tried to save.
struct WhatIsMissingSection: View {
    let missing: WhatIsMissing
    let isShown: Bool
    @Environment(\.localeCategories) private var locales

    var body: some View {
        if isShown && !missing.isEmpty {
            Section {
                ForEach(missing.lines(in: locales), id: \.self) { line in
                    Text(line).foregroundStyle(.red)
                }
            }
        }
    }
}

extension View {
    /// Ctrl-S while the sheet cannot be saved shows what is missing (`WhatIsMissingSection`) instead of
    /// doing nothing; when it can, Ctrl-S goes on to the confirming button.
    func showsWhatIsMissingOnSave(_ isShown: Binding<Bool>, _ missing: WhatIsMissing) -> some View {
        onKeyPress(.deciding(.presses(.control("s")), hints: [KeyHint("^S", "save", role: .screen)]) { _ in
            guard !missing.isEmpty else { return .ignored }
            isShown.wrappedValue = true
            return .handled
        })
    }
}
