import Foundation

/// The trips of the database by name, for an import's trip column: a name is the trip of that name; where
/// several trips have it, the first in the wishlist's order (by name, then id); a name that matches none as it
/// is matches a trip whose name is the same case, accents and punctuation aside.
struct ImportTrips: Sendable {
    private var exact: [String: Trip.ID] = [:]
    private var loose: [String: Trip.ID] = [:]

    /// No trips.
    init() {}

    /// The trips in `connection`'s database.
    init(connection: DatabaseConnection) throws {
        let rows = try connection.prepare("SELECT id, name FROM trip ORDER BY name_key, id").rows {
            (try $0.column(0, as: String.self), try $0.column(1, as: String.self))
        }
        for (idText, name) in rows {
            guard let id = UUID(uuidString: idText) else { continue }
            if exact[name] == nil { exact[name] = id }
            let key = ImportNameMatching.key(name)
            if !key.isEmpty, loose[key] == nil { loose[key] = id }
        }
    }

    /// The trip named `name`, if there is one.
    func trip(named name: String) -> Trip.ID? {
        exact[name] ?? loose[ImportNameMatching.key(name)]
    }
}
