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
                Text(achievement.title).bold()
                Text(achievement.description).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            if achievement.isEarned {
                Text("Earned ✓").foregroundStyle(.green)
            } else {
                ProgressView(value: achievement.fractionComplete) {
                    Text("\(achievement.progress)/\(achievement.target)")
                }
                .frame(width: 20)
            }
        }
    }
}
