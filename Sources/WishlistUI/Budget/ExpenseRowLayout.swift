import Foundation
import TermUI

/// How an expense's row lines up its four views (symbol, title, date, amount) in one line: the symbol in two
/// cells, then the title; at the right edge the amount, whole, in a column of at least 11 cells, and before it
/// the date, whole, in a column of at least `dateColumn`, both right-aligned so that rows line up. The title
/// gets the room first: the date shows only where the whole title leaves room for it, and is left out (not
/// cut) where it does not; the title is cut last, to keep the amount whole. Two cells at least between the
/// title and what follows it.
///
/// One layout rather than stacks and a `ViewThatFits`: the row is built for each line of every list of
/// expenses, and the stacks, frames and the second form of the amount were most of its nodes.
struct ExpenseRowLayout: Layout {
    /// The date's least width: 8 cells ("Nov 30"), 12 with the year ("Nov 30, 2026").
    let dateColumn: Int

    /// The amount's least width when the date shows, so that dates line up over amounts of any length.
    static let amountColumn = 11
    /// The symbol's cells, the space after it, and the least space between the title and what follows it.
    private static let symbolWidth = 2, gap = 1, titleGap = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 4 else { return .zero }
        let widths = idealWidths(of: subviews)
        let whole = Self.symbolWidth + Self.gap + widths.title + Self.titleGap + dateAndAmountWidth(widths)
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 1
        return CGSize(width: proposal.width ?? CGFloat(whole), height: max(1, height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 4 else { return }
        let width = Int(bounds.width), widths = idealWidths(of: subviews)
        let titleStart = Self.symbolWidth + Self.gap
        let showsDate = titleStart + widths.title + Self.titleGap + dateAndAmountWidth(widths) <= width
        let amountWidth = showsDate ? max(widths.amount, Self.amountColumn) : widths.amount
        let titleRoom = showsDate ? widths.title : max(0, min(widths.title, width - titleStart - Self.titleGap - widths.amount))
        func place(_ index: Int, at column: Int, width: Int, anchor: UnitPoint = .topLeading) {
            let x = bounds.minX + CGFloat(anchor == .topTrailing ? column + width : column)
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.minY), anchor: anchor,
                proposal: ProposedViewSize(width: CGFloat(width), height: bounds.height))
        }
        place(0, at: 0, width: Self.symbolWidth)
        place(1, at: titleStart, width: titleRoom)
        // At the right edge: where the window is too narrow for the symbol and the amount, the amount (placed
        // last, so drawn over the symbol) stays whole.
        let amountStart = max(0, width - amountWidth)
        place(3, at: amountStart, width: amountWidth, anchor: .topTrailing)
        if showsDate {
            let dateWidth = max(widths.date, dateColumn)
            place(2, at: amountStart - Self.gap - dateWidth, width: dateWidth, anchor: .topTrailing)
        } else {
            subviews[2].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
        }
    }

    /// The date's and the amount's columns, with the space between them, when the date shows.
    private func dateAndAmountWidth(_ widths: (title: Int, date: Int, amount: Int)) -> Int {
        max(widths.date, dateColumn) + Self.gap + max(widths.amount, Self.amountColumn)
    }

    /// The title's, the date's and the amount's widths on one line.
    private func idealWidths(of subviews: Subviews) -> (title: Int, date: Int, amount: Int) {
        func width(_ index: Int) -> Int { Int(subviews[index].sizeThatFits(.unspecified).width) }
        return (width(1), width(2), width(3))
    }
}
