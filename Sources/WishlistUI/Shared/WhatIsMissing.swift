import TermUI

/// Why a sheet cannot be saved yet, as the sheet says it when the user tries (Ctrl-S before Save is enabled):
/// the sentences of its fields' problems ("12,50 is not a valid amount: this locale writes 12.50.") and what
/// is still to do ("To save, add a title and make the amount more than $0.00."). Empty when it can be saved.
struct WhatIsMissing: Equatable {
    /// Whole sentences, one for each field whose text gives no value.
    var problems: [String] = []
    /// What is still to be filled in, each after "add" ("a title").
    var additions: [String] = []
    /// What is to be changed, each a phrase of its own ("make the amount positive").
    var corrections: [String] = []

    /// Whether nothing is missing: the sheet can be saved.
    var isEmpty: Bool { problems.isEmpty && additions.isEmpty && corrections.isEmpty }

    /// The lines to show, problems first.
    var lines: [String] {
        let steps = (additions.isEmpty ? [] : ["add " + additions.joined(separator: " and ")]) + corrections
        return problems + (steps.isEmpty ? [] : ["To save, \(steps.joined(separator: " and "))."])
    }
}

/// The red section at the end of a sheet's form that says what is missing, once the user has tried to save.
struct WhatIsMissingSection: View {
    let missing: WhatIsMissing
    let isShown: Bool

    var body: some View {
        if isShown && !missing.isEmpty {
            Section {
                ForEach(missing.lines, id: \.self) { line in
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
