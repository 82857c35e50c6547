import Foundation
import Testing
@testable import TravelModel

@Suite("Database sessions and changesets")
struct DatabaseSessionTests {
    /// A connection with a table `item (key INTEGER PRIMARY KEY, id TEXT, name TEXT)` holding rows 1 and 2, and
    /// a table `other`, and a session recording `item` only.
    private func recorded() throws -> (DatabaseConnection, DatabaseSession) {
        let connection = try DatabaseConnection(.inMemory)
        try connection.execute("""
            CREATE TABLE item (key INTEGER PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL);
            CREATE TABLE other (key INTEGER PRIMARY KEY, value TEXT);
            INSERT INTO item VALUES (1, 'a', 'Alpha'), (2, 'b', 'Beta');
            """)
        return (connection, try DatabaseSession(recording: ["item"], on: connection))
    }

    @Test("The system's SQLite has the session extension (Debian's is built with it)")
    func isAvailable() throws {
        #expect(DatabaseSession.isAvailable(on: try DatabaseConnection(.inMemory)))
    }

    @Test("An insert, an update and a delete read back with their values; an update carries its key and what changed")
    func recordsChanges() throws {
        let (connection, session) = try recorded()
        try connection.execute("""
            INSERT INTO item VALUES (3, 'c', 'Gamma');
            UPDATE item SET name = 'Alpha Two' WHERE key = 1;
            DELETE FROM item WHERE key = 2;
            INSERT INTO other VALUES (1, 'not recorded');
            """)
        let changes = try Changeset(bytes: try session.changeset()).changes()
        #expect(changes.count == 3)
        #expect(Set(changes.map(\.table)) == ["item"])
        let insert = try #require(changes.first { $0.kind == .insert })
        #expect(insert.new == [.integer(3), .text("c"), .text("Gamma")])
        #expect(insert.old == [nil, nil, nil])
        #expect(insert.primaryKey == [true, false, false])
        let update = try #require(changes.first { $0.kind == .update })
        #expect(update.old == [.integer(1), nil, .text("Alpha")])
        #expect(update.new == [nil, nil, .text("Alpha Two")])
        let delete = try #require(changes.first { $0.kind == .delete })
        #expect(delete.old == [.integer(2), .text("b"), .text("Beta")])
    }

    @Test("A change rolled back, or made while the session does not record, is not in the changeset")
    func rolledBackAndPaused() throws {
        let (connection, session) = try recorded()
        _ = try? connection.transaction {
            try connection.execute("UPDATE item SET name = 'Gone' WHERE key = 1")
            throw Abandoned()
        }
        session.isRecording = false
        #expect(!session.isRecording)
        try connection.execute("INSERT INTO item VALUES (9, 'z', 'Unseen')")
        session.isRecording = true
        #expect(try Changeset(bytes: try session.changeset()).changes().isEmpty)
        try connection.execute("UPDATE item SET name = 'Seen' WHERE key = 2")
        #expect(try Changeset(bytes: try session.changeset()).changes().count == 1)
    }

    @Test("The difference from an empty copy of a table is every row, inserted")
    func differenceFromEmpty() throws {
        let (connection, session) = try recorded()
        try connection.execute("""
            ATTACH ':memory:' AS empty;
            CREATE TABLE empty.item (key INTEGER PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL);
            """)
        try session.recordDifference(of: "item", from: "empty")
        let changes = try Changeset(bytes: try session.changeset()).changes()
        #expect(changes.map(\.kind) == [.insert, .insert])
        #expect(Set(changes.compactMap { $0.new[1] }) == [.text("a"), .text("b")])
    }

    @Test("A changeset cut short or with a damaged byte is an error, never fewer changes")
    func damaged() throws {
        let (connection, session) = try recorded()
        try connection.execute("INSERT INTO item VALUES (3, 'c', 'Gamma'); INSERT INTO item VALUES (4, 'd', 'Delta')")
        let bytes = try session.changeset()
        #expect(try Changeset(bytes: bytes).changes().count == 2)
        #expect(throws: DatabaseError.self) { try Changeset(bytes: bytes.prefix(bytes.count - 3)).changes() }
        var wrong = bytes
        wrong[0] = 0x01
        #expect(throws: DatabaseError.self) { try Changeset(bytes: wrong).changes() }
    }
}
