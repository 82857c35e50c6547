extension AppDatabase {
    /// The setting that keeps the sheet open when the app was quit, with what was typed in it (the app offers to
    /// reopen it at the next start). It is this machine's own: sync never sends it (`SyncedTable.setting`), as
    /// a sheet typed in on one machine is not one to reopen on another.
    public static let sheetDraftSetting = "draft"
}
