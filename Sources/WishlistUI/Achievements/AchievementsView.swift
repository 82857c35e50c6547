import Charts
import TermUI
import TravelModel

/// Every badge, earned or not, with how far along the way to it the trips are; `c` shows the same as a
/// chart of progress, and back.
struct AchievementsView: View {
    @Environment(TripStore.self) private var store
    /// Whether the chart shows instead of the list.
    @State private var showsChart = false

    var body: some View {
        let achievements = store.achievements
        let earned = achievements.filter(\.isEarned).count
        NavigationStack {
            Group {
                if showsChart {
                    AchievementsChart(achievements: achievements)
                } else {
                    List(achievements) { achievement in
                        AchievementRow(achievement: achievement)
                    }
                }
            }
            .onKeyPress("c", hint: showsChart ? "list" : "chart") {
                showsChart.toggle()
                return .handled
            }
            .navigationTitle(Text("Achievements", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(earned) of \(achievements.count) earned", bundle: .module)
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
                Text(LocalizedStringKey(achievement.title), bundle: .module).bold().lineLimit(1)
                Text(LocalizedStringKey(achievement.description), bundle: .module).foregroundStyle(.secondary).lineLimit(1)
            }
            // The title is cut last; the bar narrows to make room for it, down to a few cells.
            .layoutPriority(1)
            Spacer()
            if achievement.isEarned {
                Text("Earned ✓", bundle: .module).foregroundStyle(.green).fixedSize()
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
            Text(verbatim: "\(achievement.progress)/\(achievement.target)")
        }
    }
}

/// Each badge's progress as a bar from 0 to 100%, earned ones in yellow.
struct AchievementsChart: View {
    let achievements: [Achievement]
    @Environment(\.localeCategories) private var locales

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Progress", bundle: .module).bold()
            Chart(achievements) { achievement in
                BarMark(x: .value("Progress", achievement.fractionComplete * 100), y: .value("Badge", locales.localized(name: achievement.title)))
                    .foregroundStyle(achievement.isEarned ? Color.yellow : Color.blue)
            }
            .chartXScale(domain: 0...100)
            .chartXAxis {
                AxisMarks(values: [0, 25, 50, 75, 100]) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent().scale(1))
                }
            }
        }
        .padding(.horizontal, 1)
        // Focusable, so that the screen's keys (c) reach it and are hinted while it shows.
        .focusable()
    }
}

#Preview("Achievements") {
    @Previewable @State var store = TripStore.sample()
    AchievementsView()
        .environment(store)
}
