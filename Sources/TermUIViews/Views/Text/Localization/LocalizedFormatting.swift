import Foundation

/// A localized format with its arguments put in: `"%lld Reisen"` and 3 give "3 Reisen". It reads what
/// Foundation's `String(format:)` reads in a translation (`%@`, `%d`, `%lld`, `%u`, `%x`, `%f`, `%lf`, `%e`,
/// `%g`, `%c`, `%s`, with flags, width and precision; positions such as `%2$@`; `%%`) and `%#@name@`, a plural
/// variable of the entry. It never fails: a specifier it cannot read, or one that names an argument that is not
/// there, is shown as it is written, and a value of another type than the specifier says is shown as itself.
struct LocalizedFormatting {
    /// A stretch of the result: text of the format, or an argument's.
    enum Piece: Hashable, Sendable {
        case literal(String)
        case argument(String)

        /// The characters, of either kind.
        var text: String {
            switch self {
            case .literal(let text), .argument(let text): text
            }
        }
    }

    let entry: LocalizedEntry
    let arguments: [FormatArgument]
    /// The locale numbers are written in (its decimal separator).
    let locale: Locale
    /// The language of the translation, whose plural rules choose the forms.
    let language: String

    /// The format's pieces, adjacent literal text joined.
    func pieces() -> [Piece] {
        var output: [Piece] = []
        var next = 0
        append(entry.format, defaultArgument: nil, next: &next, depth: 0, to: &output)
        return output
    }

    /// The whole text.
    func string() -> String {
        pieces().map(\.text).joined()
    }

    /// Appends a format's pieces. `next` counts the arguments taken in order; inside a plural form
    /// (`defaultArgument` set), a specifier without a position stands for the variable's argument.
    private func append(_ format: String, defaultArgument: Int?, next: inout Int, depth: Int, to output: inout [Piece]) {
        let scalars = Array(format.unicodeScalars)
        var literal = String.UnicodeScalarView()
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            if case .literal(let previous)? = output.last {
                output[output.count - 1] = .literal(previous + String(literal))
            } else {
                output.append(.literal(String(literal)))
            }
            literal = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            guard let specifier = FormatSpecifier(scalars, at: index) else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            let written = String(String.UnicodeScalarView(scalars[index..<specifier.end]))
            index = specifier.end
            if specifier.conversion == "%" {
                literal.append("%")
                continue
            }
            let argumentIndex: Int
            if let position = specifier.position {
                argumentIndex = position - 1
            } else if let defaultArgument {
                argumentIndex = defaultArgument
            } else {
                argumentIndex = next
                next += 1
            }
            guard arguments.indices.contains(argumentIndex) else {
                literal.append(contentsOf: written.unicodeScalars)
                continue
            }
            if let name = specifier.variable {
                let chosen = entry.variables[name].map { $0.argument.map { $0 - 1 } ?? argumentIndex } ?? argumentIndex
                guard depth < 4, let variable = entry.variables[name], arguments.indices.contains(chosen),
                      let operands = arguments[chosen].pluralOperands,
                      let form = variable.form(for: operands, language: language) else {
                    literal.append(contentsOf: written.unicodeScalars)
                    continue
                }
                flushLiteral()
                var inner = next
                append(form, defaultArgument: chosen, next: &inner, depth: depth + 1, to: &output)
                continue
            }
            flushLiteral()
            output.append(.argument(specifier.text(of: arguments[argumentIndex], locale: locale)))
        }
        flushLiteral()
    }
}
