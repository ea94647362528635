// The JSON bodies the API answers with, as zod schemas: the route files name them in their `response` option,
// the OpenAPI document (lib/api/openapi.ts) turns them into JSON Schema, and the route wrapper's types make each
// handler's result fit its schema, so a serializer that changes shape fails to compile until this file follows
// (docs/decisions/237). Named shapes (`.meta({ id })`) become components/schemas; the shapes mirror the serializers
// in lib/<domain> (serializeClass, serializeStudent, serializeChild …).
import { z } from "zod";
import { byStatus } from "./response";

export const eventViewSchema = z
  .object({
    Id: z.string(),
    EId: z.string().nullable(),
    Guid: z.string(),
    Subject: z.string(),
    Description: z.string(),
    StartTime: z.string(),
    EndTime: z.string(),
    StartTimezone: z.string().nullable(),
    EndTimezone: z.string().nullable(),
    IsAllDay: z.boolean(),
    RecurrenceRule: z.string().nullable(),
    SyncStatus: z.string(),
    SyncError: z.string().nullable(),
  })
  .meta({ id: "EventView" });
export const shareSchema = z
  .object({ solved: z.number(), total: z.number(), percent: z.number(), text: z.string() })
  .meta({ id: "Share" });
export const classViewSchema = z
  .object({
    id: z.string(),
    className: z.string(),
    grade: z.string(),
    subject: z.string(),
    roomNumber: z.string(),
    color: z.string(),
    organization: z.string().nullable(),
    coTeachers: z.array(
      z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), username: z.string() }),
    ),
    invited: z.array(z.string()),
    isOwner: z.boolean(),
    studentCount: z.number(),
    timeLimits: z.array(z.unknown()),
    levelThresholds: z.array(z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: "ClassView" });
export const unitFigureSchema = z
  .object({
    title: z.string(),
    level: z.number(),
    progress: z.number(),
    share: shareSchema,
    topics: z.array(
      z.object({
        title: z.string(),
        level: z.number(),
        progress: z.number(),
        share: shareSchema,
        updatedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "UnitFigure" });
export const skillFigureSchema = z
  .object({ id: z.string(), title: z.string(), level: z.number() })
  .meta({ id: "SkillFigure" });
export const standardFigureSchema = z
  .object({
    categoryId: z.string(),
    categoryTitle: z.string(),
    tests: z.array(z.object({ testId: z.string(), testTitle: z.string(), metAt: z.string() })),
  })
  .meta({ id: "StandardFigure" });
export const limitSourceSchema = z
  .object({ role: z.enum(["teacher", "parent"]), name: z.string() })
  .meta({ id: "LimitSource" });
export const effectiveTimeSchema = z
  .object({ dayOfTheWeek: z.string(), timeLimit: z.string(), value: z.string(), setBy: limitSourceSchema.nullable() })
  .meta({ id: "EffectiveTime" });
export const effectiveThresholdSchema = z
  .object({ grade: z.string(), level: z.string(), setBy: limitSourceSchema })
  .meta({ id: "EffectiveThreshold" });
export const effectiveLimitsSchema = z
  .object({ timeLimits: z.array(effectiveTimeSchema), levelThresholds: z.array(effectiveThresholdSchema) })
  .meta({ id: "EffectiveLimits" });
export const topicFigureSchema = z
  .object({ unit: z.string(), title: z.string(), level: z.number(), progress: z.number(), share: shareSchema })
  .meta({ id: "TopicFigure" });
export const progressViewSchema = z
  .object({
    current: z.object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() }).nullable(),
    topic: z.array(topicFigureSchema),
    overall: shareSchema,
    level: z.number(),
  })
  .meta({ id: "ProgressView" });
export const studentViewSchema = z
  .object({
    levelThresholds: z.array(z.object({ id: z.string(), grade: z.string(), level: z.string() })),
    cardIssuedAt: z.string().nullable(),
    effectiveLimits: effectiveLimitsSchema,
    progress: progressViewSchema,
    skills: z.array(skillFigureSchema),
    id: z.string(),
    student_id: z.string(),
    classId: z.string().nullable(),
    externalId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    username: z.string(),
    dob: z.string().nullable(),
    codingExperience: z.string(),
    timeLimits: z.array(
      z.object({ id: z.string(), dayOfTheWeek: z.string(), timeLimit: z.string(), value: z.string() }),
    ),
    level: z.string(),
  })
  .meta({ id: "StudentView" });
export const importJobViewSchema = z
  .object({
    id: z.string(),
    classId: z.string(),
    status: z.enum(["failed", "queued", "running", "succeeded"]),
    total: z.number(),
    processed: z.number(),
    errors: z.array(z.string()),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ImportJobView" });
export const csvRowSchema = z
  .object({
    row: z.number(),
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    dob: z.string(),
    usernameGenerated: z.boolean().optional(),
  })
  .meta({ id: "CsvRow" });
export const importPreviewSchema = z
  .object({
    rows: z.array(csvRowSchema),
    errors: z.array(
      z.object({
        row: z.number(),
        column: z.enum(["id", "email", "username", "dob", "firstName", "lastName"]).nullable(),
        message: z.string(),
        text: z.string(),
      }),
    ),
    valid: z.boolean(),
    total: z.number(),
  })
  .meta({ id: "ImportPreview" });
export const archivedClassViewSchema = z
  .object({
    id: z.string(),
    className: z.string(),
    color: z.string(),
    studentCount: z.number(),
    archivedAt: z.string(),
    restoreUntil: z.string(),
  })
  .meta({ id: "ArchivedClassView" });
export const invitationViewSchema = z
  .object({ id: z.string(), classId: z.string(), className: z.string(), invitedBy: z.string(), createdAt: z.string() })
  .meta({ id: "InvitationView" });
export const createClassResultSchema = z
  .object({ class: classViewSchema, students: z.array(studentViewSchema), job: importJobViewSchema.nullable() })
  .meta({ id: "CreateClassResult" });
export const commentViewSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    student: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    isMine: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CommentView" });
export const testSchema = z.object({ testId: z.string(), testTitle: z.string() }).meta({ id: "Test" });
export const categorySchema = z
  .object({ categoryId: z.string(), categoryTitle: z.string(), tests: z.array(testSchema) })
  .meta({ id: "Category" });
export const assignmentViewSchema = z
  .object({
    id: z.string(),
    unit: z.string(),
    title: z.string(),
    is_current: z.boolean(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    number: z.number(),
    status: z.enum(["assigned", "in_progress", "completed"]),
    skills: z.array(z.object({ skillId: z.string(), title: z.string() })),
    students: z.array(z.object({ id: z.string(), fullName: z.string() })),
  })
  .meta({ id: "AssignmentView" });
export const lessonViewSchema = z
  .object({ id: z.string(), unit: z.string(), text: z.string(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: "LessonView" });
export const unitViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    standard: z.string(),
    level: z.string(),
    grades: z.array(z.string()),
    description: z.string(),
    is_current: z.boolean(),
    is_finished: z.boolean(),
    status: z.enum(["current", "upcoming", "past"]),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    class_model: z.string(),
  })
  .meta({ id: "UnitView" });
export const notesViewSchema = z
  .object({ html: z.string(), text: z.string(), updated_at: z.string().nullable() })
  .meta({ id: "NotesView" });
export const cardAddressSchema = z.object({ address: z.string(), loopback: z.boolean() }).meta({ id: "CardAddress" });
export const userViewSchema = z
  .object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    country: z.string(),
    grade: z.string(),
    schoolCountry: z.string(),
    schoolName: z.string(),
    is_parent: z.boolean(),
    is_organizer: z.boolean(),
    is_student: z.boolean(),
    is_teacher: z.boolean(),
    dob: z.string().nullable(),
    organization_code: z.string().nullable(),
    email_verified: z.boolean(),
    calendar_connected: z.boolean(),
  })
  .meta({ id: "UserView" });
export const ownerViewSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string(), id: z.string() })
  .meta({ id: "OwnerView" });
export const messageViewSchema = z
  .object({
    id: z.number(),
    conversationId: z.string(),
    senderId: z.string(),
    fromMe: z.boolean(),
    text: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
    quiet: z.boolean(),
    notifyAt: z.string(),
  })
  .meta({ id: "MessageView" });
export const availabilitySchema = z
  .object({
    isQuietNow: z.boolean(),
    availableAt: z.string().nullable(),
    quietHours: z.object({ start: z.string(), end: z.string(), timeZone: z.string() }).nullable(),
  })
  .meta({ id: "Availability" });
export const conversationViewSchema = z
  .object({
    id: z.string(),
    child: z.object({ id: z.string(), fullName: z.string() }),
    teacher: ownerViewSchema,
    parent: ownerViewSchema,
    owner: ownerViewSchema,
    lastMessage: z.object({ text: z.string(), createdAt: z.string(), fromMe: z.boolean() }).nullable(),
    unread: z.number(),
    readOnly: z.boolean(),
    teacherAvailability: availabilitySchema,
  })
  .meta({ id: "ConversationView" });
export const contactViewSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    childId: z.string(),
    childName: z.string(),
    conversationId: z.string().nullable(),
  })
  .meta({ id: "ContactView" });
export const unitProgressSchema = z
  .object({ unit: z.string(), averageProgress: z.number(), students: z.number(), classes: z.number() })
  .meta({ id: "UnitProgress" });
export const skillProgressSchema = z
  .object({ skillId: z.string(), title: z.string(), averageLevel: z.number(), students: z.number() })
  .meta({ id: "SkillProgress" });
export const standardsMetSchema = z
  .object({ categoryId: z.string(), title: z.string(), met: z.number(), students: z.number() })
  .meta({ id: "StandardsMet" });
export const licenseSeatsSchema = z
  .object({ id: z.string(), name: z.string(), seats: z.number(), startsAt: z.string(), expiresAt: z.string() })
  .meta({ id: "LicenseSeats" });
export const organizationAnalyticsSchema = z
  .object({
    organization: z.object({ id: z.string(), name: z.string() }),
    generatedAt: z.string(),
    teachers: z.number(),
    classes: z.number(),
    students: z.number(),
    activeStudents: z.object({ last7Days: z.number(), last30Days: z.number() }),
    progressByUnit: z.array(unitProgressSchema),
    skills: z.array(skillProgressSchema),
    standards: z.array(standardsMetSchema),
    licenses: z.object({ seats: z.number(), used: z.number(), grants: z.array(licenseSeatsSchema) }),
  })
  .meta({ id: "OrganizationAnalytics" });
export const brokenLinkSchema = z
  .object({ id: z.string(), seq: z.number(), reason: z.string() })
  .meta({ id: "BrokenLink" });
export const organizationsInvitationViewSchema = z
  .object({
    id: z.string(),
    organization: z.string(),
    organization_name: z.string(),
    email: z.string(),
    role: z.string().nullable(),
    role_name: z.string().nullable(),
    kind: z.enum(["teacher", "organizer"]),
    status: z.union([z.literal(0), z.literal(2), z.literal(1)]),
    status_label: z.enum(["pending", "accepted", "declined", "expired"]),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OrganizationsInvitationView" });
export const memberViewSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    kind: z.enum(["teacher", "organizer"]),
    role: z.string().nullable(),
    created_at: z.string(),
    joined_at: z.string(),
  })
  .meta({ id: "MemberView" });
export const organizationStudentViewSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    class_id: z.string(),
    class_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OrganizationStudentView" });
export const organizationViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    invite_code: z.string(),
    created_at: z.string(),
    kind: z.enum(["teacher", "organizer"]),
    current: z.boolean(),
  })
  .meta({ id: "OrganizationView" });
export const licenseViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    priceCents: z.number(),
    duration: z.number(),
    seats: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: "LicenseView" });
export const licenseRequestViewSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    license: z.object({ id: z.string(), name: z.string(), archived: z.boolean() }),
    status: z.enum(["pending", "declined", "granted"]),
    expired: z.boolean(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    seats: z.number().nullable(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: "LicenseRequestView" });
export const licenseCatalogSchema = z
  .object({ licenses: z.array(licenseViewSchema), requests: z.array(licenseRequestViewSchema), admin: z.boolean() })
  .meta({ id: "LicenseCatalog" });
export const roleViewSchema = z
  .object({
    id: z.string(),
    organization: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(["teacher", "organizer"]),
    created_at: z.string(),
  })
  .meta({ id: "RoleView" });
export const friendViewSchema = z
  .object({ requestId: z.string(), id: z.string(), username: z.string(), fullName: z.string() })
  .meta({ id: "FriendView" });
export const childViewSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    dob: z.string().nullable(),
    codingExperience: z.string(),
    level: z.string(),
    classroom: z.object({ id: z.string(), className: z.string(), teacher: z.string() }).nullable(),
    friend: z.array(friendViewSchema),
    progress: progressViewSchema,
    skills: z.array(skillFigureSchema),
    levelThresholds: z.array(z.object({ id: z.string(), grade: z.string(), level: z.string() })),
    timeLimits: z.array(
      z.object({
        id: z.string().nullable(),
        dayOfTheWeek: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
        timeLimit: z.string(),
      }),
    ),
    effectiveLimits: effectiveLimitsSchema,
  })
  .meta({ id: "ChildView" });
export const deleteChildResultSchema = z
  .object({ id: z.string(), deleted: z.boolean(), detail: z.string() })
  .meta({ id: "DeleteChildResult" });
export const subscriptionViewSchema = z
  .object({
    id: z.string(),
    intent_id: z.string().nullable(),
    plan: z.object({ id: z.string(), name: z.string(), interval: z.string() }),
    status: z.string(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    children: z.array(z.object({ id: z.string(), fullName: z.string() })),
    amount: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  })
  .meta({ id: "SubscriptionView" });
export const paymentViewSchema = z
  .object({
    id: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    date: z.string(),
    plan: z.string().nullable(),
    invoice_url: z.string().nullable(),
    invoice_pdf: z.string().nullable(),
  })
  .meta({ id: "PaymentView" });
export const planViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.string(),
    interval: z.string(),
    children: z.number(),
    unlocks: z.array(z.string()),
  })
  .meta({ id: "PlanView" });
export const a11ySettingsSchema = z
  .object({
    cursor: z.number(),
    biggerText: z.number(),
    contrast: z.number(),
    dictionary: z.number(),
    hideImages: z.number(),
    highlightLinks: z.number(),
    lineHeight: z.number(),
    pauseAnimations: z.number(),
    saturation: z.number(),
    screenReader: z.number(),
    textAlign: z.number(),
    textSpacing: z.number(),
    legibleFonts: z.number(),
    oversizedWidgets: z.number(),
  })
  .meta({ id: "A11ySettings" });
export const timeStatusSchema = z
  .object({
    day: z.string(),
    usedSeconds: z.number(),
    limitSeconds: z.number().nullable(),
    remainingSeconds: z.number().nullable(),
    isStopped: z.boolean(),
  })
  .meta({ id: "TimeStatus" });
export const attemptViewSchema = z
  .object({
    id: z.string(),
    puzzleId: z.string(),
    outcome: z.enum(["failed", "perfect", "passed"]),
    solved: z.boolean(),
    blockCount: z.number(),
    idealBlocks: z.number(),
    hint: z.string().optional(),
    error: z
      .object({
        code: z.enum([
          "too-large",
          "bad-json",
          "bad-text",
          "bad-shape",
          "too-deep",
          "unknown-block",
          "no-start",
          "not-allowed",
          "step-limit",
          "call-depth",
          "no-function",
        ]),
        message: z.string(),
      })
      .optional(),
    isRepeat: z.boolean(),
  })
  .meta({ id: "AttemptView" });
export const dictionaryDefinitionSchema = z
  .object({
    definition: z.string(),
    example: z.string().optional(),
    synonyms: z.array(z.string()),
    antonyms: z.array(z.string()),
  })
  .meta({ id: "DictionaryDefinition" });
export const dictionaryMeaningSchema = z
  .object({
    partOfSpeech: z.string(),
    definitions: z.array(dictionaryDefinitionSchema),
    synonyms: z.array(z.string()),
    antonyms: z.array(z.string()),
  })
  .meta({ id: "DictionaryMeaning" });
export const dictionaryEntrySchema = z
  .object({
    word: z.string(),
    phonetic: z.string(),
    phonetics: z.array(z.object({ text: z.string() })),
    meanings: z.array(dictionaryMeaningSchema),
    license: z.object({ name: z.string(), url: z.string() }),
    sourceUrls: z.array(z.string()),
  })
  .meta({ id: "DictionaryEntry" });

// One route's answer, when it is not one of the shapes above.
/** DELETE /api/academics/calendar/[eventId] */
/** The same answer of several routes. */
export const calendarEventDeletedSchema = z
  .object({
    Id: z.string(),
    deleted: z.boolean(),
    google: z.enum(["not_connected", "deleted", "failed"]),
  })
  .meta({ id: "CalendarEventDeleted" });
/** GET /api/academics/calendar/calendar */
/** The same answer of several routes. */
export const calendarStateSchema = z
  .object({
    calendar_connected: z.boolean(),
    google_configured: z.boolean(),
    feed_url: z.string(),
    events: z.array(eventViewSchema),
    coursework: z.array(
      z.union([
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("due"),
          title: z.string(),
          date: z.string(),
        }),
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("unit_start"),
          title: z.string(),
          date: z.string(),
        }),
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("unit_end"),
          title: z.string(),
          date: z.string(),
        }),
      ]),
    ),
  })
  .meta({ id: "CalendarState" });
/** POST /api/academics/calendar/calendar */
/** GET /api/academics/calendar/feed */
/** The same answer of several routes. */
export const calendarFeedSchema = z.object({ feed_url: z.string() }).meta({ id: "CalendarFeed" });
/** POST /api/academics/calendar/feed */
/** DELETE /api/academics/calendar/schedules/delete */
export const eventViewListSchema = z.array(eventViewSchema);
/** POST /api/academics/class/[classId]/erase */
export const postAcademicsClassClassIdEraseResponse = z.object({ id: z.string(), deletedStudents: z.number() });
/** PATCH /api/academics/class/[classId]/levelthreshold */
export const patchAcademicsClassClassIdLevelthresholdResponse = z.object({
  classId: z.string(),
  levelThresholds: z.array(z.object({ grade: z.string(), level: z.string() })),
  students: z.number(),
});
/** GET /api/academics/class/[classId]/progress-summary */
export const getAcademicsClassClassIdProgressSummaryResponse = z.object({
  classId: z.string(),
  students: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      username: z.string(),
      level: z.string(),
      current: z.object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() }).nullable(),
      progress: z.number(),
      overall: shareSchema,
      isActive: z.boolean(),
      skills: z.number(),
      standardsMet: z.number(),
    }),
  ),
  averageProgress: z.number(),
  average: z.object({ percent: z.number(), count: z.number(), text: z.string() }),
  activeStudents: z.number(),
});
/** PATCH /api/academics/class/[classId]/screentime */
export const patchAcademicsClassClassIdScreentimeResponse = z.object({
  classId: z.string(),
  timeLimits: z.array(
    z.object({
      dayOfTheWeek: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
      timeLimit: z.string(),
    }),
  ),
  students: z.number(),
});
/** GET /api/academics/class/[classId]/student/[studentId]/block-progress */
export const getAcademicsClassClassIdStudentStudentIdBlockProgressResponse = z.object({
  student: z.string(),
  units: z.array(unitFigureSchema),
});
/** GET /api/academics/class/[classId]/student/[studentId]/block-skills */
export const getAcademicsClassClassIdStudentStudentIdBlockSkillsResponse = z.object({
  student: z.string(),
  skills: z.array(skillFigureSchema),
});
/** GET /api/academics/class/[classId]/student/[studentId]/block-standards */
export const getAcademicsClassClassIdStudentStudentIdBlockStandardsResponse = z.object({
  student: z.string(),
  standards: z.array(standardFigureSchema),
});
/** DELETE /api/academics/class/[classId]/student/[studentId]/family/[parentId] */
/** The same answer of several routes. */
export const studentFamilySchema = z
  .object({
    student: z.object({ id: z.string(), fullName: z.string() }),
    parents: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string(), linkedAt: z.string() })),
    code: z.object({ createdAt: z.string(), expiresAt: z.string() }).nullable(),
  })
  .meta({ id: "StudentFamily" });
/** GET /api/academics/class/[classId]/student/[studentId]/family */
/** POST /api/academics/class/[classId]/student/[studentId]/family */
export const postAcademicsClassClassIdStudentStudentIdFamilyResponse = z.object({
  code: z.string(),
  expiresAt: z.string(),
  student: z.object({ id: z.string(), fullName: z.string() }),
});
/** GET /api/academics/class/[classId]/student/[studentId]/progress */
export const getAcademicsClassClassIdStudentStudentIdProgressResponse = z.object({
  current: z.object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() }).nullable(),
  topic: z.array(topicFigureSchema),
  overall: shareSchema,
  level: z.number(),
  student: z.string(),
});
/** DELETE /api/academics/class/[classId]/student/[studentId]/puzzle-progress */
export const deleteAcademicsClassClassIdStudentStudentIdPuzzleProgressResponse = z.object({
  student: z.string(),
  attemptsRemoved: z.number(),
});
/** POST /api/academics/class/[classId]/student/file */
const studentImportSchema = z.object({
  job: importJobViewSchema.nullable(),
  students: z.array(studentViewSchema),
  imported: z.number().optional(),
});
/** POST /api/academics/class/[classId]/student/file: 200 the preview (dryRun), 201 imported, 202 an import job. */
export const postAcademicsClassClassIdStudentFileResponse = byStatus({
  200: importPreviewSchema,
  201: studentImportSchema,
  202: studentImportSchema,
});
export const studentViewListSchema = z.array(studentViewSchema);
export const archivedClassViewListSchema = z.array(archivedClassViewSchema);
/** PUT /api/academics/class/invitations/[id] */
export const putAcademicsClassInvitationsIdResponse = z.object({
  id: z.string(),
  classId: z.string(),
  accepted: z.boolean(),
});
export const invitationViewListSchema = z.array(invitationViewSchema);
export const classViewListSchema = z.array(classViewSchema);
/** POST /api/academics/class: 200 the file's preview (dryRun), 201 created, 202 created with an import job. */
export const postAcademicsClassResponse = byStatus({
  200: importPreviewSchema,
  201: createClassResultSchema,
  202: createClassResultSchema,
});
export const commentViewListSchema = z.array(commentViewSchema);
/** GET /api/academics/curriculums/standards */
export const getAcademicsCurriculumsStandardsResponse = z.object({
  set: z.string(),
  title: z.string(),
  source: z.string(),
  bands: z.array(z.object({ categories: z.array(categorySchema), band: z.string(), grades: z.array(z.string()) })),
});
export const assignmentViewListSchema = z.array(assignmentViewSchema);
export const lessonViewListSchema = z.array(lessonViewSchema);
export const unitViewListSchema = z.array(unitViewSchema);
/** GET /api/academics/teacher */
export const getAcademicsTeacherResponse = z.object({
  organization: z.string().nullable(),
  classCount: z.number(),
  studentCount: z.number(),
  classes: z.array(z.object({ id: z.string(), className: z.string(), color: z.string(), isOwner: z.boolean() })),
  cardAddress: cardAddressSchema,
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  country: z.string(),
  grade: z.string(),
  schoolCountry: z.string(),
  schoolName: z.string(),
  is_parent: z.boolean(),
  is_organizer: z.boolean(),
  is_student: z.boolean(),
  is_teacher: z.boolean(),
  dob: z.string().nullable(),
  organization_code: z.string().nullable(),
  email_verified: z.boolean(),
  calendar_connected: z.boolean(),
});
/** GET /api/academics/teacher/username */
export const getAcademicsTeacherUsernameResponse = z.object({ username: z.string() });
/** POST /api/auth/calendar */
export const postAuthCalendarResponse = z.object({ detail: z.string(), calendar_connected: z.boolean() });
/** POST /api/auth/confirm-email */
export const postAuthConfirmEmailResponse = z.object({ role: z.string().nullable(), detail: z.string() });
const googleSignedInSchema = z.object({
  user: userViewSchema,
  access_token: z.string(),
  refresh_token: z.string(),
  session_expires_at: z.string(),
  created: z.boolean(),
});
/** POST /api/auth/google: 200 signed in, 201 signed up and in, 202 a role to confirm first. */
export const postAuthGoogleResponse = byStatus({
  200: googleSignedInSchema,
  201: googleSignedInSchema,
  202: z.object({
    detail: z.string(),
    confirmation_token: z.string(),
    role: z.enum(["student", "teacher", "parent", "organizer"]),
  }),
});
/** POST /api/auth/login */
/** The same answer of several routes. */
export const signedInSchema = z
  .object({
    user: userViewSchema,
    access_token: z.string(),
    refresh_token: z.string(),
    session_expires_at: z.string(),
  })
  .meta({ id: "SignedIn" });
/** POST /api/auth/logout */
/** The same answer of several routes. */
export const detailSchema = z.object({ detail: z.string() }).meta({ id: "Detail" });
/** POST /api/auth/password/change */
/** The same answer of several routes. */
export const passwordChangedSchema = z
  .object({
    detail: z.string(),
    role: z.enum(["student", "teacher", "parent", "organizer"]).nullable(),
  })
  .meta({ id: "PasswordChanged" });
/** POST /api/auth/password/reset/confirm */
/** POST /api/auth/password/reset */
/** POST /api/auth/registration/check */
/** POST /api/auth/registration/resend-email */
/** POST /api/auth/registration */
/** POST /api/auth/social/confirm-add-role */
/** POST /api/auth/token/refresh */
export const postAuthTokenRefreshResponse = z.object({ access: z.string(), refresh: z.string() });
/** GET /api/auth/user/email */
export const getAuthUserEmailResponse = z.object({ pending_email: z.string().nullable() });
/** POST /api/auth/user/email */
export const postAuthUserEmailResponse = z.object({ detail: z.string(), pending_email: z.string() });
/** POST /api/chat/message/[id]/report */
export const postChatMessageIdReportResponse = z.object({
  id: z.string(),
  messageId: z.number(),
  reportedAt: z.string(),
});
/** POST /api/chat/parent/message/[id]/read */
/** The same answer of several routes. */
export const messagesReadSchema = z
  .union([z.object({ read: z.number(), readAt: z.null() }), z.object({ read: z.number(), readAt: z.string() })])
  .meta({ id: "MessagesRead" });
/** GET /api/chat/parent/message/[id] */
/** The same answer of several routes. */
export const conversationSchema = z
  .object({
    id: z.string(),
    owner: ownerViewSchema,
    child: z.object({ id: z.string(), fullName: z.string() }),
    messages: z.array(messageViewSchema),
    hasMore: z.boolean(),
    readOnly: z.boolean(),
    teacherAvailability: availabilitySchema,
  })
  .meta({ id: "Conversation" });
/** GET /api/chat/parent */
/** The same answer of several routes. */
export const inboxSchema = z
  .object({
    conversations: z.array(conversationViewSchema),
    contacts: z.array(contactViewSchema),
    unread: z.number(),
  })
  .meta({ id: "Inbox" });
/** POST /api/chat/parent */
/** The same answer of several routes. */
export const conversationStartedSchema = z.object({ id: z.string() }).meta({ id: "ConversationStarted" });
/** GET /api/chat/reports */
export const getChatReportsResponse = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      reportedAt: z.string(),
      reporter: ownerViewSchema,
      message: z.object({ id: z.number(), text: z.string(), sentAt: z.string(), sender: ownerViewSchema }),
    }),
  ),
  counts: z.object({ conversations: z.number(), messagesLast30Days: z.number(), reports: z.number() }),
});
/** POST /api/chat/teacher/message/[id]/read */
/** GET /api/chat/teacher/message/[id] */
/** GET /api/chat/teacher */
/** POST /api/chat/teacher */
/** POST /api/contact/institution */
/** GET /api/organization/[id]/audit-logs */
export const getOrganizationIdAuditLogsResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  has_more: z.boolean(),
  head: z.object({ seq: z.number(), hash: z.string() }).nullable(),
  people: z.array(z.object({ id: z.string(), name: z.string() })),
  results: z.array(
    z.object({
      summary: z.string(),
      id: z.string(),
      seq: z.number(),
      created_at: z.string(),
      actor: z
        .object({ id: z.string().nullable(), username: z.string().nullable(), roles: z.array(z.string()) })
        .nullable(),
      action: z.string(),
      record: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      organization_id: z.string().nullable(),
      ip: z.string(),
      user_agent: z.string(),
      request_id: z.string(),
      status: z.number(),
      outcome: z.enum(["success", "failed", "denied"]),
      details: z.unknown(),
      prev_hash: z.string(),
      hash: z.string(),
    }),
  ),
});
/** GET /api/organization/[id]/audit-logs/verify */
export const getOrganizationIdAuditLogsVerifyResponse = z.object({
  kept_head: z.object({ seq: z.number(), hash: z.string(), found: z.boolean(), matches: z.boolean() }).optional(),
  ok: z.boolean(),
  checked: z.number(),
  head: z.object({ seq: z.number(), hash: z.string() }).nullable(),
  broken: brokenLinkSchema.nullable(),
});
/** GET /api/organization/[id]/classes */
export const getOrganizationIdClassesResponse = z.array(z.object({ id: z.string(), name: z.string() }));
/** POST /api/organization/[id]/invite/[invitationId] */
export const postOrganizationIdInviteInvitationIdResponse = z.object({
  detail: z.string(),
  id: z.string(),
  organization: z.string(),
  organization_name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  role_name: z.string().nullable(),
  kind: z.enum(["teacher", "organizer"]),
  status: z.union([z.literal(0), z.literal(2), z.literal(1)]),
  status_label: z.enum(["pending", "accepted", "declined", "expired"]),
  expires_at: z.string(),
  created_at: z.string(),
});
/** DELETE /api/organization/[id]/invite/[invitationId] */
/** The same answer of several routes. */
export const leftOrganizationSchema = z
  .object({
    detail: z.string(),
    id: z.string(),
    organization: z.string(),
  })
  .meta({ id: "LeftOrganization" });
/** GET /api/organization/[id]/invite */
export const getOrganizationIdInviteResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(organizationsInvitationViewSchema),
});
/** PUT /api/organization/[id]/users/[userId] */
export const putOrganizationIdUsersUserIdResponse = z.object({
  id: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  kind: z.enum(["teacher", "organizer"]),
  role: z.string().nullable(),
  created_at: z.string(),
  joined_at: z.string(),
  detail: z.string(),
  organization: z.string(),
});
/** DELETE /api/organization/[id]/users/[userId] */
/** GET /api/organization/[id]/users */
export const getOrganizationIdUsersResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(memberViewSchema),
});
/** GET /api/organization/[id]/users/students */
export const getOrganizationIdUsersStudentsResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(organizationStudentViewSchema),
});
/** PUT /api/organization/invitations/[id] */
export const putOrganizationInvitationsIdResponse = z.object({
  detail: z.string(),
  invitation: organizationsInvitationViewSchema,
});
export const organizationsInvitationViewListSchema = z.array(organizationsInvitationViewSchema);
/** DELETE /api/organization/license/admin/[id] */
export const deleteOrganizationLicenseAdminIdResponse = z.object({ id: z.string(), declinedRequests: z.number() });
/** GET /api/organization/license/requests */
export const getOrganizationLicenseRequestsResponse = z.array(
  z.object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    license: z.object({ id: z.string(), name: z.string(), archived: z.boolean() }),
    status: z.enum(["pending", "declined", "granted"]),
    expired: z.boolean(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    seats: z.number().nullable(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    answerable: z.boolean(),
  }),
);
/** DELETE /api/organization/role/[id] */
export const deleteOrganizationRoleIdResponse = z.object({ detail: z.string(), organization: z.string() });
export const roleViewListSchema = z.array(roleViewSchema);
export const organizationViewListSchema = z.array(organizationViewSchema);
/** GET /api/parent/child/[id]/block-progress */
export const getParentChildIdBlockProgressResponse = z.object({ child: z.string(), units: z.array(unitFigureSchema) });
/** GET /api/parent/child/[id]/block-skills */
/** The same answer of several routes. */
export const childSkillsSchema = z
  .object({ child: z.string(), skills: z.array(skillFigureSchema) })
  .meta({ id: "ChildSkills" });
/** GET /api/parent/child/[id]/data-summary */
export const getParentChildIdDataSummaryResponse = z.object({
  id: z.string(),
  name: z.string(),
  inSchoolClass: z.boolean(),
  attempts: z.number(),
  solvedAttempts: z.number(),
  limits: z.number(),
  screenTimeDays: z.number(),
  messages: z.number(),
});
/** GET /api/parent/child/[id]/progress */
export const getParentChildIdProgressResponse = z.object({
  current: z.object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() }).nullable(),
  topic: z.array(topicFigureSchema),
  overall: shareSchema,
  level: z.number(),
  child: z.string(),
});
/** GET /api/parent/child/[id]/skills */
/** PUT /api/parent/child/[id]/update-password */
/** PUT /api/parent/child/friend-request/[id] */
/** The same answer of several routes. */
export const friendRequestViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(["pending", "accepted", "rejected"]),
    child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
    other: z.union([
      z.object({ username: z.string(), fullName: z.string() }),
      z.object({ username: z.string().nullable(), fullName: z.null() }),
    ]),
    sentTo: z.string().nullable(),
    canAnswer: z.boolean(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: "FriendRequestView" });
/** POST /api/parent/child/friend-request */
export const childViewListSchema = z.array(childViewSchema);
/** GET /api/parent/parent-friend-list */
export const getParentParentFriendListResponse = z.object({
  incoming: z.array(
    z.object({
      id: z.string(),
      status: z.enum(["pending", "accepted", "rejected"]),
      child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
      other: z.union([
        z.object({ username: z.string(), fullName: z.string() }),
        z.object({ username: z.string().nullable(), fullName: z.null() }),
      ]),
      sentTo: z.string().nullable(),
      canAnswer: z.boolean(),
      createdAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
  outgoing: z.array(
    z.object({
      id: z.string(),
      status: z.enum(["pending", "accepted", "rejected"]),
      child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
      other: z.union([
        z.object({ username: z.string(), fullName: z.string() }),
        z.object({ username: z.string().nullable(), fullName: z.null() }),
      ]),
      sentTo: z.string().nullable(),
      canAnswer: z.boolean(),
      createdAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
  friends: z.array(
    z.object({
      requestId: z.string(),
      child: z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
      friend: z.object({ username: z.string(), fullName: z.string() }),
    }),
  ),
});
export const subscriptionViewListSchema = z.array(subscriptionViewSchema);
export const paymentViewListSchema = z.array(paymentViewSchema);
/** POST /api/payment/parent/initiate */
export const postPaymentParentInitiateResponse = z.object({ intent_id: z.string(), url: z.string().nullable() });
export const planViewListSchema = z.array(planViewSchema);
/** POST /api/payment/parent/verify */
export const postPaymentParentVerifyResponse = z.object({
  intent_id: z.string(),
  status: z.string(),
  subscription_status: z.string(),
});
/** POST /api/payment/webhook */
export const postPaymentWebhookResponse = z.object({ received: z.boolean(), outcome: z.string() });
/** POST /api/teachers/class/[id]/student/[studentId]/reissue-card */
export const postTeachersClassIdStudentStudentIdReissueCardResponse = z.object({
  id: z.string(),
  username: z.string(),
  password: z.string(),
  cardIssuedAt: z.string(),
});
/** GET /api/users/accessibility */
export const getUsersAccessibilityResponse = z.object({ settings: a11ySettingsSchema.nullable() });
/** PUT /api/users/accessibility */
export const putUsersAccessibilityResponse = z.object({ settings: a11ySettingsSchema });
/** GET /api/users/student/[id]/screen-time */
/** The same answer of several routes. */
export const studentLimitsSchema = z
  .object({
    timeLimits: z.array(effectiveTimeSchema),
    levelThresholds: z.array(effectiveThresholdSchema),
    student: z.string(),
  })
  .meta({ id: "StudentLimits" });
/** GET /api/users/student/[id]/threshold-limit */
/** GET /api/users/student/progress */
export const getUsersStudentProgressResponse = z.object({
  units: z.array(unitFigureSchema),
  skills: z.array(skillFigureSchema),
  standards: z.array(standardFigureSchema),
  current: z.object({ title: z.string(), level: z.number(), progress: z.number(), text: z.string() }).nullable(),
  topic: z.array(topicFigureSchema),
  overall: shareSchema,
  level: z.number(),
});
/** GET /api/users/student-info */
export const getUsersStudentInfoResponse = z.object({
  id: z.string(),
  studentId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  grade: z.string(),
  level: z.string(),
  className: z.string().nullable(),
  teacher: z.string().nullable(),
  openLevels: z.array(z.string()),
  progress: progressViewSchema,
});
/** GET /api/v2/entries/en/[word] */
/** GET /api/v2/entries/en/[word]: the entries, or 404 with dictionaryapi.dev's "No Definitions Found" body. */
export const getV2EntriesEnWordResponse = byStatus({
  200: z.array(dictionaryEntrySchema),
  404: z.object({ title: z.string(), message: z.string(), resolution: z.string() }),
});

// OneRoster (issue 26, docs/decisions/240-243) and the child's draft (issue 23, docs/decisions/218).
const rosterKindCountsSchema = z.object({
  create: z.number(),
  update: z.number(),
  leave: z.number(),
  remove: z.number(),
});
const rosterCountsSchema = z.object({
  teachers: rosterKindCountsSchema,
  students: rosterKindCountsSchema,
  classes: rosterKindCountsSchema,
  enrollments: rosterKindCountsSchema,
});
const rosterPreviewSchema = z.object({
  valid: z.boolean(),
  counts: rosterCountsSchema,
  problems: z.array(
    z.object({
      file: z.string(),
      row: z.number(),
      column: z.string().nullable(),
      message: z.string(),
      text: z.string(),
    }),
  ),
  more_problems: z.number(),
  notes: z.array(z.object({ file: z.string(), row: z.number(), message: z.string() })),
  removals: z.array(
    z.object({ kind: z.enum(["teacher", "student", "class"]), source_id: z.string(), name: z.string() }),
  ),
});
export const rosterImportViewSchema = z.object({
  id: z.string(),
  organization: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  total: z.number(),
  processed: z.number(),
  apply_removals: z.boolean(),
  summary: rosterCountsSchema.nullable(),
  invited: z.number(),
  errors: z.array(z.string()),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
/** POST /api/organization/[id]/oneroster: 200 the preview (dryRun), 202 the import job. */
export const postOrganizationIdOnerosterResponse = byStatus({ 200: rosterPreviewSchema, 202: rosterImportViewSchema });
