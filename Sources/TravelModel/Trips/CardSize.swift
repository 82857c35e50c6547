/// How large the cards of a collection's trips are drawn; the interface decides the cells of each size.
public enum CardSize: String, CaseIterable, Codable, Sendable {
    /// Narrow cards, so that many fit in a row.
    case small
    /// Cards of ordinary size.
    case medium
    /// Wide cards that show the picture in more detail.
    case large
}
