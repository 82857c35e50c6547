import Foundation

/// A localized key in a text, with the table and bundle to look it up in.
struct LocalizedText {
    let key: LocalizedStringKey
    let table: String?
    let bundle: Bundle?

    /// Whether two runs' keys are the same lookup of the same values (a key with values formatted in the
    /// environment is never the same, erring towards "changed", as `Text.isSame(as:)` does).
    static func isSame(_ lhs: LocalizedText?, _ rhs: LocalizedText?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.key.parts == nil && rhs.key.parts == nil && lhs.key.text == rhs.key.text
            && lhs.key.format.key == rhs.key.format.key && lhs.table == rhs.table && lhs.bundle === rhs.bundle
    }
}

extension Text {
    /// The text with each localized key looked up in an environment: the translation's runs (with the
    /// Markdown it holds read, and its values put in), or the key's own where no table has it; each in the
    /// styles given to the key's run. The text itself when it has no key.
    func resolvingLocalization(in environment: EnvironmentValues) -> Text {
        guard runs.contains(where: { $0.localized != nil }) else { return self }
        var text = self
        text.runs = runs.flatMap { run -> [Run] in
            guard let localized = run.localized else { return [run] }
            return Self.runs(of: localized, in: environment).map { $0.styled(like: run) }
        }
        return text
    }

    private static func runs(of localized: LocalizedText, in environment: EnvironmentValues) -> [Run] {
        let key = localized.key
        guard let pieces = key.format.translatedPieces(table: localized.table, bundle: localized.bundle, in: environment) else {
            return untranslatedRuns(of: key)
        }
        let markup = pieces.map { piece -> LocalizedStringKey.MarkupPiece in
            switch piece {
            case .literal(let text): .literal(text)
            case .argument(let text): .argument(.fixed(text))
            }
        }
        let hasMarkup = markup.contains { piece in
            if case .literal(let text) = piece { return InlineMarkdown.mayHaveMarkup(text) }
            return false
        }
        if hasMarkup { return runs(of: markup) }
        return [Run(literal: pieces.map(\.text).joined())]
    }
}

extension Text.Run {
    /// This run of a looked-up key, with the styles given to the key's run under its own (Markdown's bold
    /// stays bold in a text made italic).
    func styled(like base: Text.Run) -> Text.Run {
        var run = self
        run.font = run.font ?? base.font
        run.weight = run.weight ?? base.weight
        run.isItalic = run.isItalic || base.isItalic
        run.isUnderlined = run.isUnderlined || base.isUnderlined
        run.isStruckThrough = run.isStruckThrough || base.isStruckThrough
        run.foreground = run.foreground ?? base.foreground
        run.localized = nil
        return run
    }
}
