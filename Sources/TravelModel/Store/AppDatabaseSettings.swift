/// Small facts the app keeps between runs by key (the last flight viewed, say), in the database's `setting`
/// table: read at start, written as any change is (queued, committed a moment later in one transaction).
extension AppDatabase {
    /// The value kept under a key, or nil when there is none or it cannot be read (a fact worth keeping, not
    /// data: a failure to read it starts the app without it).
    public func setting(_ key: String) -> String? {
        try? read { try SettingTable.value(of: key, in: $0) }
    }

    /// Keeps a value under a key, or forgets the key for nil.
    public func setSetting(_ value: String?, for key: String) {
        write { connection in
            if let value {
                try SettingTable.set(value, for: key, in: connection)
            } else {
                try SettingTable.remove(key, in: connection)
            }
        }
    }
}
