import TermUI
import TravelModel

/// Every badge, earned or not, with how far along the way to it the trips are.
struct AchievementsView: View {
    @Environment(TripStore.self) private var store

    var body: some View {
        let achievements = store.achievements
        let earned = achievements.filter(\.isEarned).count
        NavigationStack {
            List(achievements) { achievement in
                AchievementRow(achievement: achievement)
            }
            .navigationTitle("Achievements")
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(earned) of \(achievements.count) earned")
                }
            }
        }
    }
}

/// One badge: its symbol, title and what it takes, and a bar of progress (or "Earned").
struct AchievementRow: View {
    let achievement: Achievement

    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: achievement.isEarned ? achievement.symbolName : "lock")
                .foregroundStyle(achievement.isEarned ? Color.yellow : Color.secondary)
                .frame(width: 2, alignment: .leading)
            VStack(alignment: .leading, spacing: 0) {
                Text(achievement.title).bold().lineLimit(1)
                Text(achievement.description).foregroundStyle(.secondary).lineLimit(1)
            }
            // The title is cut last; the bar narrows to make room for it, down to a few cells.
            .layoutPriority(1)
            Spacer()
            if achievement.isEarned {
                Text("Earned ✓").foregroundStyle(.green).fixedSize()
            } else {
                // Bars of one width line up down the list; narrow, a shorter bar leaves the title its room.
                ViewThatFits(in: .horizontal) {
                    progress.frame(width: 20)
                    progress.frame(width: 8)
                }
            }
        }
    }

    private var progress: some View {
        ProgressView(value: achievement.fractionComplete) {
            Text("\(achievement.progress)/\(achievement.target)")
        }
    }
}
