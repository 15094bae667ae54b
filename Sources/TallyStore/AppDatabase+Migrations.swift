import GRDB

extension AppDatabase {
    /// The schema, as named migrations. A migration is never edited once released: add a new one.
    /// Each migration also sets `PRAGMA user_version`, the schema version backups check.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-portions") { db in
            try db.execute(
                sql: """
                    CREATE TABLE unit (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        symbol TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        allowsDecimal BOOLEAN NOT NULL,
                        isEnabled BOOLEAN NOT NULL DEFAULT 1,
                        sortOrder INTEGER NOT NULL,
                        dimension TEXT NOT NULL CHECK (dimension IN ('volume', 'mass', 'time', 'portion', 'count')),
                        baseFactor REAL NOT NULL CHECK (baseFactor > 0)
                    );
                    CREATE TABLE category (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        unitId INTEGER NOT NULL REFERENCES unit(id) ON DELETE RESTRICT,
                        isEnabled BOOLEAN NOT NULL DEFAULT 1,
                        targetKind TEXT NOT NULL CHECK (targetKind IN ('exact', 'atLeast', 'atMost', 'range')),
                        targetMin REAL,
                        targetMax REAL,
                        sortOrder INTEGER NOT NULL
                    );
                    CREATE TABLE mealSlot (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        sortOrder INTEGER NOT NULL,
                        startMinute INTEGER CHECK (startMinute BETWEEN 0 AND 1439)
                    );
                    CREATE TABLE entry (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
                        mealSlotId INTEGER NOT NULL REFERENCES mealSlot(id) ON DELETE RESTRICT,
                        categoryId INTEGER REFERENCES category(id) ON DELETE CASCADE,
                        portions REAL NOT NULL DEFAULT 0 CHECK (portions >= 0),
                        amount REAL CHECK (amount >= 0),
                        amountUnitId INTEGER REFERENCES unit(id) ON DELETE RESTRICT,
                        note TEXT,
                        loggedAt DATETIME NOT NULL
                    );
                    CREATE INDEX entry_on_day ON entry(day, loggedAt);
                    CREATE INDEX entry_on_category ON entry(categoryId);
                    CREATE INDEX entry_on_mealSlot ON entry(mealSlotId);
                    CREATE TABLE setting (
                        key TEXT PRIMARY KEY NOT NULL,
                        value TEXT NOT NULL
                    );
                    """)
            // Defaults (DragonHealth): units, categories with their targets, meal slots, day cutoff.
            try db.execute(
                sql: """
                    INSERT INTO unit (name, symbol, allowsDecimal, sortOrder, dimension, baseFactor) VALUES
                        ('Portions', 'portions', 1, 1, 'portion', 1),
                        ('Liters', 'L', 1, 2, 'volume', 1000),
                        ('Milliliters', 'ml', 0, 3, 'volume', 1),
                        ('Minutes', 'min', 0, 4, 'time', 1),
                        ('Hours', 'h', 1, 5, 'time', 60),
                        ('Grams', 'g', 1, 6, 'mass', 1),
                        ('Kilograms', 'kg', 1, 7, 'mass', 1000),
                        ('Ounces', 'oz', 1, 8, 'mass', 28.349523125),
                        ('Fluid ounces', 'fl oz', 1, 9, 'volume', 29.5735295625),
                        ('Cups', 'cup', 1, 10, 'volume', 236.5882365),
                        ('Tablespoons', 'tbsp', 1, 11, 'volume', 14.78676478125),
                        ('Teaspoons', 'tsp', 1, 12, 'volume', 4.92892159375),
                        ('Pieces', 'pc', 0, 13, 'count', 1),
                        ('Slices', 'slice', 0, 14, 'count', 1);
                    INSERT INTO category (name, unitId, targetKind, targetMin, targetMax, sortOrder) VALUES
                        ('Unsweetened Drinks', (SELECT id FROM unit WHERE symbol = 'L'), 'range', 1.0, 2.0, 1),
                        ('Vegetables', (SELECT id FROM unit WHERE symbol = 'portions'), 'atLeast', 3.0, NULL, 2),
                        ('Fruit', (SELECT id FROM unit WHERE symbol = 'portions'), 'atLeast', 2.0, NULL, 3),
                        ('Starchy Sides', (SELECT id FROM unit WHERE symbol = 'portions'), 'exact', 3.0, 3.0, 4),
                        ('Protein Sources', (SELECT id FROM unit WHERE symbol = 'portions'), 'exact', 1.0, 1.0, 5),
                        ('Dairy', (SELECT id FROM unit WHERE symbol = 'portions'), 'exact', 3.0, 3.0, 6),
                        ('Oils / Fats / Nuts', (SELECT id FROM unit WHERE symbol = 'portions'), 'range', 2.0, 3.0, 7),
                        ('Treats', (SELECT id FROM unit WHERE symbol = 'portions'), 'atMost', NULL, 1.0, 8),
                        ('Sports', (SELECT id FROM unit WHERE symbol = 'min'), 'atLeast', 30, NULL, 9);
                    INSERT INTO mealSlot (name, sortOrder, startMinute) VALUES
                        ('Breakfast', 1, 240),
                        ('Morning Snack', 2, 600),
                        ('Lunch', 3, 690),
                        ('Afternoon Snack', 4, 870),
                        ('Dinner', 5, 1050),
                        ('Late Night', 6, 1260),
                        ('Midnight', 7, 0);
                    INSERT INTO setting (key, value) VALUES ('dayCutoffMinutes', '240');
                    PRAGMA user_version = 1;
                    """)
        }
        migrator.registerMigration("v2-foods") { db in
            try db.execute(
                sql: """
                    CREATE TABLE food (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        key TEXT UNIQUE,
                        source TEXT NOT NULL,
                        name TEXT NOT NULL,
                        brand TEXT,
                        foodGroup TEXT,
                        nutrients TEXT NOT NULL,
                        measures TEXT NOT NULL DEFAULT '[]',
                        servingName TEXT,
                        servingGrams REAL CHECK (servingGrams > 0),
                        recipeServings REAL CHECK (recipeServings > 0),
                        categoryId INTEGER REFERENCES category(id) ON DELETE SET NULL,
                        gramsPerPortion REAL CHECK (gramsPerPortion > 0),
                        isFavorite BOOLEAN NOT NULL DEFAULT 0,
                        notes TEXT,
                        barcode TEXT,
                        useCount INTEGER NOT NULL DEFAULT 0,
                        lastUsedAt DATETIME,
                        isDeleted BOOLEAN NOT NULL DEFAULT 0
                    );
                    CREATE INDEX food_on_barcode ON food(barcode) WHERE barcode IS NOT NULL;
                    CREATE INDEX food_on_lastUsedAt ON food(lastUsedAt) WHERE lastUsedAt IS NOT NULL;
                    CREATE INDEX food_on_source ON food(source);
                    CREATE VIRTUAL TABLE foodSearch USING fts5(name, brand, tokenize = 'porter unicode61 remove_diacritics 2');
                    CREATE VIRTUAL TABLE brandedSearch USING fts5(name, brand, tokenize = 'porter unicode61 remove_diacritics 2');
                    CREATE VIRTUAL TABLE foodSearchTerm USING fts5vocab(foodSearch, 'row');
                    CREATE VIRTUAL TABLE brandedSearchTerm USING fts5vocab(brandedSearch, 'row');
                    CREATE TABLE recipeComponent (
                        recipeId INTEGER NOT NULL REFERENCES food(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL,
                        foodId INTEGER NOT NULL REFERENCES food(id) ON DELETE RESTRICT,
                        grams REAL NOT NULL CHECK (grams > 0),
                        amount TEXT NOT NULL,
                        PRIMARY KEY (recipeId, position)
                    );
                    CREATE INDEX recipeComponent_on_food ON recipeComponent(foodId);
                    ALTER TABLE entry ADD COLUMN kind TEXT NOT NULL DEFAULT 'portion'
                        CHECK (kind IN ('portion', 'food', 'recipe', 'quick'));
                    ALTER TABLE entry ADD COLUMN foodId INTEGER REFERENCES food(id) ON DELETE SET NULL;
                    ALTER TABLE entry ADD COLUMN foodName TEXT;
                    ALTER TABLE entry ADD COLUMN grams REAL;
                    ALTER TABLE entry ADD COLUMN quantity TEXT;
                    ALTER TABLE entry ADD COLUMN nutrients TEXT;
                    CREATE INDEX entry_on_food ON entry(foodId) WHERE foodId IS NOT NULL;
                    PRAGMA user_version = 2;
                    """)
        }
        migrator.registerMigration("v3-body") { db in
            try db.execute(
                sql: """
                    CREATE TABLE bodyMetric (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        kind TEXT NOT NULL CHECK (kind IN ('weight', 'leanmass', 'bodyfat', 'waist', 'steps', 'height')),
                        value REAL NOT NULL CHECK (value >= 0),
                        day TEXT NOT NULL,
                        measuredAt DATETIME NOT NULL,
                        source TEXT NOT NULL DEFAULT 'manual',
                        externalId TEXT UNIQUE,
                        note TEXT
                    );
                    CREATE INDEX bodyMetric_on_kind_day ON bodyMetric(kind, day);
                    PRAGMA user_version = 3;
                    """)
        }
        migrator.registerMigration("v4-workouts") { db in
            try db.execute(
                sql: """
                    CREATE TABLE exercise (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        category TEXT NOT NULL DEFAULT 'strength',
                        equipment TEXT,
                        isCustom BOOLEAN NOT NULL DEFAULT 0
                    );
                    CREATE TABLE workout (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        day TEXT NOT NULL,
                        startedAt DATETIME NOT NULL,
                        minutes REAL NOT NULL CHECK (minutes > 0 AND minutes <= 1440),
                        minutesEstimated BOOLEAN NOT NULL DEFAULT 0,
                        rpe REAL CHECK (rpe BETWEEN 1 AND 10),
                        activity TEXT NOT NULL,
                        met REAL NOT NULL CHECK (met > 0),
                        kcal REAL NOT NULL CHECK (kcal >= 0),
                        bodyKg REAL NOT NULL,
                        bodyKgAssumed BOOLEAN NOT NULL DEFAULT 0,
                        notes TEXT,
                        source TEXT NOT NULL DEFAULT 'manual',
                        externalId TEXT UNIQUE,
                        routine_exercise_id INTEGER
                    );
                    CREATE INDEX workout_on_day ON workout(day);
                    CREATE TABLE workoutSet (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        workoutId INTEGER NOT NULL REFERENCES workout(id) ON DELETE CASCADE,
                        exerciseId INTEGER NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                        position INTEGER NOT NULL,
                        setType TEXT NOT NULL CHECK (setType IN ('warmup', 'normal', 'failure', 'drop')),
                        weightKg REAL CHECK (weightKg >= 0),
                        reps REAL CHECK (reps >= 0),
                        distanceM REAL CHECK (distanceM >= 0),
                        seconds REAL CHECK (seconds >= 0),
                        rpe REAL CHECK (rpe BETWEEN 1 AND 10),
                        notes TEXT,
                        routine_exercise_id INTEGER
                    );
                    CREATE INDEX workoutSet_on_workout ON workoutSet(workoutId, position);
                    CREATE INDEX workoutSet_on_exercise ON workoutSet(exerciseId);
                    """)
            let seed = try db.makeStatement(sql: "INSERT INTO exercise (name, category, equipment) VALUES (?, ?, ?)")
            for (name, category, equipment) in AppDatabase.seedExercises {
                try seed.execute(arguments: [name, category, equipment])
            }
            try db.execute(sql: "PRAGMA user_version = 4")
        }
        migrator.registerMigration("v5-read-indexes") { db in
            // Every day screen lists favorites; without this, that reads the whole food table.
            try db.execute(
                sql: """
                    CREATE INDEX food_on_favorite ON food(isFavorite) WHERE isFavorite = 1;
                    PRAGMA user_version = 5;
                    """)
        }
        migrator.registerMigration("v6-effective-dating-and-lab") { db in
            // Rules and settings that judge a day are kept with the day they took effect, so a past day is
            // judged by what was in force then. What existed before this migration is taken to have
            // always been in force (the past cannot be recovered).
            try db.execute(
                sql: """
                    CREATE TABLE categoryRule (
                        categoryId INTEGER NOT NULL REFERENCES category(id) ON DELETE CASCADE,
                        effectiveFrom TEXT NOT NULL,
                        isEnabled BOOLEAN NOT NULL,
                        targetKind TEXT NOT NULL,
                        targetMin DOUBLE,
                        targetMax DOUBLE,
                        PRIMARY KEY (categoryId, effectiveFrom)
                    ) WITHOUT ROWID;
                    INSERT INTO categoryRule (categoryId, effectiveFrom, isEnabled, targetKind, targetMin, targetMax)
                        SELECT id, '1900-01-01', isEnabled, targetKind, targetMin, targetMax FROM category;
                    CREATE TABLE settingHistory (
                        key TEXT NOT NULL,
                        effectiveFrom TEXT NOT NULL,
                        value TEXT,
                        PRIMARY KEY (key, effectiveFrom)
                    ) WITHOUT ROWID;
                    INSERT INTO settingHistory (key, effectiveFrom, value)
                        SELECT key, '1900-01-01', value FROM setting
                        WHERE key LIKE 'profile.%' OR key LIKE 'goal.%' OR key LIKE 'target.%' OR key = 'energy.source';
                    CREATE TABLE labFeedback (
                        cardId TEXT PRIMARY KEY,
                        vote TEXT NOT NULL CHECK (vote IN ('up', 'down', 'dismiss')),
                        fingerprint TEXT NOT NULL,
                        votedAt DATETIME NOT NULL
                    );
                    CREATE TABLE labWidget (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        metricA TEXT NOT NULL,
                        metricB TEXT NOT NULL,
                        position INTEGER NOT NULL
                    );
                    PRAGMA user_version = 6;
                    """)
        }
        migrator.registerMigration("v7-day-intake") { db in
            // Each day's totals of the nutrients the Lab compares, kept by triggers so every write path
            // (logging, edits, deletes, imports) keeps them exact, and years of days read in one small scan.
            let columns = AppDatabase.dayIntakeColumns.map { "\($0.column) DOUBLE" }.joined(separator: ", ")
            try db.execute(sql: "CREATE TABLE dayIntake (day TEXT PRIMARY KEY, entries INTEGER NOT NULL, \(columns)) WITHOUT ROWID")
            for (name, event, days) in [
                ("entry_intake_after_insert", "AFTER INSERT ON entry", ["NEW.day"]),
                ("entry_intake_after_delete", "AFTER DELETE ON entry", ["OLD.day"]),
                ("entry_intake_after_update", "AFTER UPDATE OF day, nutrients ON entry", ["OLD.day", "NEW.day"]),
            ] {
                let body = days.map { day in
                    "DELETE FROM dayIntake WHERE day = \(day); \(AppDatabase.dayIntakeRecompute(where: "day = \(day)"));"
                }.joined(separator: " ")
                try db.execute(sql: "CREATE TRIGGER \(name) \(event) BEGIN \(body) END")
            }
            try db.execute(sql: AppDatabase.dayIntakeRecompute(where: "1"))
            try db.execute(sql: "PRAGMA user_version = 7")
        }
        migrator.registerMigration("v8-health-import") { db in
            try db.execute(
                sql: """
                    CREATE TABLE dailyMetric (
                        kind TEXT NOT NULL CHECK (kind IN ('activeEnergy', 'restingHeartRate', 'sleep')),
                        day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
                        source TEXT NOT NULL,
                        value REAL NOT NULL CHECK (value >= 0),
                        PRIMARY KEY (kind, day, source)
                    ) WITHOUT ROWID;
                    ALTER TABLE entry ADD COLUMN source TEXT;
                    ALTER TABLE entry ADD COLUMN externalId TEXT;
                    CREATE UNIQUE INDEX entry_on_externalId ON entry(externalId) WHERE externalId IS NOT NULL;
                    ALTER TABLE workout ADD COLUMN distanceM REAL CHECK (distanceM >= 0);
                    ALTER TABLE workout ADD COLUMN routeFile TEXT;
                    CREATE TABLE importRun (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        source TEXT NOT NULL,
                        file TEXT,
                        finishedAt DATETIME NOT NULL,
                        added INTEGER NOT NULL,
                        summary TEXT NOT NULL
                    );
                    CREATE INDEX importRun_on_source ON importRun(source, finishedAt);
                    CREATE TABLE apiToken (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        tokenHash TEXT NOT NULL UNIQUE,
                        scopes TEXT NOT NULL,
                        createdAt DATETIME NOT NULL,
                        lastUsedAt DATETIME,
                        revokedAt DATETIME
                    );
                    PRAGMA user_version = 8;
                    """)
        }
        migrator.registerMigration("v9-revisions") { db in
            // What each family of tables looks like now, as a token every write replaces (triggers, so
            // every write path and every process counts). Reads cache what they compute under the
            // tokens it depended on; a token is random rather than a counter, so a restored backup
            // never meets a cached value computed from other data under the same token.
            try db.execute(sql: "CREATE TABLE revision (domain TEXT PRIMARY KEY, token INTEGER NOT NULL) WITHOUT ROWID")
            for (domain, tables) in AppDatabase.revisionDomains {
                try db.execute(sql: "INSERT INTO revision (domain, token) VALUES (?, random())", arguments: [domain])
                for table in tables {
                    for event in ["INSERT", "UPDATE", "DELETE"] {
                        try db.execute(
                            sql: """
                                CREATE TRIGGER \(table)_revision_after_\(event.lowercased()) AFTER \(event) ON \(table)
                                BEGIN UPDATE revision SET token = random() WHERE domain = '\(domain)'; END
                                """)
                    }
                }
            }
            try db.execute(sql: "PRAGMA user_version = 9")
        }
        migrator.registerMigration("v10-search-order") { db in
            // Branded index rows are numbered so that shorter names come first (see `SearchIndex`): a
            // common word's first few hundred matches are then the everyday products, without BM25
            // ranking thousands of them.
            let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM food WHERE source = 'usda-branded' AND isDeleted = 0")
            try db.execute(sql: "DELETE FROM brandedSearch")
            let insert = try db.makeStatement(sql: "INSERT INTO brandedSearch (rowid, name, brand) VALUES (?, ?, NULL)")
            for row in rows {
                guard let id = row[0] as Int64?, let name = row[1] as String? else { continue }
                try insert.execute(arguments: [SearchIndex.brandedRowID(foodID: id, name: name), name])
            }
            // Tokens for what search keeps of each index's foods (names, read for ranking, and whole rows)
            // and for the typo dictionaries: replaced when a food's content changes, not when it is used
            // or made a favorite (usage is read fresh). A partial index finds the used foods.
            for domain in ["genericContent", "brandedContent"] {
                try db.execute(sql: "INSERT INTO revision (domain, token) VALUES (?, random())", arguments: [domain])
            }
            func domain(_ row: String) -> String {
                "CASE WHEN \(row).source = 'usda-branded' THEN 'brandedContent' ELSE 'genericContent' END"
            }
            let content = """
                key, source, name, brand, foodGroup, nutrients, measures, servingName, servingGrams, recipeServings, categoryId,
                gramsPerPortion, notes, barcode, isDeleted
                """
            try db.execute(
                sql: """
                    CREATE TRIGGER food_content_after_insert AFTER INSERT ON food
                    BEGIN UPDATE revision SET token = random() WHERE domain = \(domain("NEW")); END;
                    CREATE TRIGGER food_content_after_delete AFTER DELETE ON food
                    BEGIN UPDATE revision SET token = random() WHERE domain = \(domain("OLD")); END;
                    CREATE TRIGGER food_content_after_update AFTER UPDATE OF \(content) ON food
                    BEGIN UPDATE revision SET token = random() WHERE domain IN (\(domain("NEW")), \(domain("OLD"))); END;
                    CREATE INDEX food_on_usage ON food(id) WHERE useCount > 0 OR isFavorite = 1 OR lastUsedAt IS NOT NULL;
                    PRAGMA user_version = 10;
                    """)
        }
        migrator.registerMigration("v11-day-totals") { db in
            // Each day's category totals and verdict, kept per day (see `AppDatabase+DayTotals`). Every day
            // with entries or workouts starts out named stale; opening the database works them out.
            try db.execute(sql: AppDatabase.dayTotalsSchema)
            try db.execute(sql: "PRAGMA user_version = 11")
        }
        migrator.registerMigration("v12-care-meetings") { db in
            // The care-team meeting log (seed 000); the care team's names are settings.
            try db.execute(
                sql: """
                    CREATE TABLE careMeeting (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        day TEXT NOT NULL,
                        provider TEXT NOT NULL,
                        notes TEXT
                    );
                    CREATE INDEX careMeeting_day ON careMeeting(day);
                    PRAGMA user_version = 12;
                    """)
        }
        migrator.registerMigration("v13-request-keys") { db in
            // Idempotency keys of changes sent by clients that retry (the offline queue, scripts): a key
            // is claimed in the transaction of the change it made, so a change applies once.
            try db.execute(
                sql: """
                    CREATE TABLE requestKey (
                        key TEXT PRIMARY KEY NOT NULL,
                        method TEXT NOT NULL,
                        path TEXT NOT NULL,
                        status INTEGER,
                        body BLOB,
                        createdAt DATETIME NOT NULL
                    );
                    PRAGMA user_version = 13;
                    """)
        }
        migrator.registerMigration("v14-entry-history") { db in
            // Each entry's earlier versions: two devices editing one entry keep the last write, and the
            // version it replaced stays readable here.
            try db.execute(
                sql: """
                    CREATE TABLE entryVersion (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        entryId INTEGER NOT NULL,
                        replacedAt DATETIME NOT NULL,
                        snapshot TEXT NOT NULL
                    );
                    CREATE INDEX entryVersion_entry ON entryVersion(entryId, id);
                    PRAGMA user_version = 14;
                    """)
        }
        migrator.registerMigration("v15-notifications-and-documents") { db in
            // The inbox: each occasion's key is unique, so a reminder is delivered once however often
            // (and by however many processes) the rules are evaluated.
            // Documents and photos: the files live under the data directory with generated names;
            // these rows say what each is.
            try db.execute(
                sql: """
                    CREATE TABLE notification (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        key TEXT NOT NULL UNIQUE,
                        kind TEXT NOT NULL,
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        day TEXT NOT NULL,
                        createdAt DATETIME NOT NULL,
                        readAt DATETIME,
                        pushedAt DATETIME,
                        pushAttempts INTEGER NOT NULL DEFAULT 0,
                        pushError TEXT
                    );
                    CREATE INDEX notification_day ON notification(day, kind);
                    CREATE TABLE document (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        title TEXT NOT NULL,
                        mediaType TEXT NOT NULL,
                        fileName TEXT NOT NULL UNIQUE,
                        byteCount INTEGER NOT NULL,
                        sha256 TEXT NOT NULL,
                        day TEXT NOT NULL,
                        addedAt DATETIME NOT NULL
                    );
                    CREATE TABLE foodPhoto (
                        foodId INTEGER PRIMARY KEY REFERENCES food(id) ON DELETE CASCADE,
                        fileName TEXT NOT NULL UNIQUE,
                        mediaType TEXT NOT NULL,
                        addedAt DATETIME NOT NULL
                    );
                    PRAGMA user_version = 15;
                    """)
        }
        migrator.registerMigration("v16-push-claims") { db in
            // A push a server is sending right now: others leave it alone until the claim is two minutes
            // old, so with several servers on one database each notification is pushed once.
            try db.execute(
                sql: """
                    ALTER TABLE notification ADD COLUMN pushClaimedAt DATETIME;
                    PRAGMA user_version = 16;
                    """)
        }
        return migrator
    }

    /// The exercise library a new database starts with (migration v4, on either engine).
    static let seedExercises: [(name: String, category: String, equipment: String?)] = [
        ("Bench Press", "strength", "barbell"), ("Incline Bench Press", "strength", "barbell"), ("Decline Bench Press", "strength", "barbell"),
        ("Dumbbell Bench Press", "strength", "dumbbell"), ("Incline Dumbbell Press", "strength", "dumbbell"),
        ("Squat", "strength", "barbell"), ("Front Squat", "strength", "barbell"), ("Goblet Squat", "strength", "dumbbell"),
        ("Deadlift", "strength", "barbell"), ("Romanian Deadlift", "strength", "barbell"), ("Sumo Deadlift", "strength", "barbell"),
        ("Overhead Press", "strength", "barbell"), ("Dumbbell Shoulder Press", "strength", "dumbbell"),
        ("Barbell Row", "strength", "barbell"), ("Dumbbell Row", "strength", "dumbbell"), ("Seated Cable Row", "strength", "cable"),
        ("Pull Up", "strength", "bodyweight"), ("Chin Up", "strength", "bodyweight"), ("Lat Pulldown", "strength", "cable"),
        ("Push Up", "strength", "bodyweight"), ("Dip", "strength", "bodyweight"), ("Leg Press", "strength", "machine"),
        ("Lunge", "strength", "dumbbell"), ("Bulgarian Split Squat", "strength", "dumbbell"), ("Hip Thrust", "strength", "barbell"),
        ("Leg Curl", "strength", "machine"), ("Leg Extension", "strength", "machine"), ("Calf Raise", "strength", "machine"),
        ("Bicep Curl", "strength", "dumbbell"), ("Barbell Curl", "strength", "barbell"), ("Hammer Curl", "strength", "dumbbell"),
        ("Tricep Pushdown", "strength", "cable"), ("Skull Crusher", "strength", "barbell"), ("Lateral Raise", "strength", "dumbbell"),
        ("Face Pull", "strength", "cable"), ("Chest Fly", "strength", "dumbbell"), ("Shrug", "strength", "dumbbell"),
        ("Plank", "strength", "bodyweight"), ("Crunch", "strength", "bodyweight"), ("Hanging Leg Raise", "strength", "bodyweight"),
        ("Kettlebell Swing", "strength", "kettlebell"), ("Clean and Jerk", "strength", "barbell"), ("Snatch", "strength", "barbell"),
        ("Power Clean", "strength", "barbell"), ("Running", "cardio", nil), ("Treadmill", "cardio", "machine"),
        ("Cycling", "cardio", nil), ("Stationary Bike", "cardio", "machine"), ("Rowing Machine", "cardio", "machine"),
        ("Elliptical", "cardio", "machine"), ("Stair Climber", "cardio", "machine"), ("Swimming", "cardio", nil),
        ("Walking", "cardio", nil), ("Jump Rope", "cardio", nil), ("Burpee", "cardio", "bodyweight"),
            ]
}
