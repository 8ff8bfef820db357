"""What a push says: the notification's kind as its title and its sentence as its body, in
the language of the browser it goes to, and the page it opens. The console's screens say
the same (`webui/src/lib/notification-text.ts`); English is what the notification holds."""

from __future__ import annotations

from typing import Any

from domain.kinds import IssueType
from domain.notification import ISSUE_OPENED

#: The issue types' names in Chinese, as the console's catalogue has them.
ISSUE_TYPE_TITLES_ZH: dict[IssueType, str] = {
    IssueType.PAPER_LEVEL_LOW: "纸量不足",
    IssueType.ODOUR: "异味",
    IssueType.BIN_FULL: "垃圾桶已满",
    IssueType.GENERAL_ISSUE: "一般问题",
    IssueType.SOAP_LOW: "皂液即将用完",
    IssueType.HAND_SANITISER_LOW: "洗手液不足",
    IssueType.PAPER_TOWEL_LOW: "擦手纸不足",
    IssueType.BATTERY: "电池",
    IssueType.TEMP_HUMIDITY: "温湿度",
    IssueType.LEAK_FLOW: "渗漏流量",
    IssueType.BURST_FLOW: "爆管流量",
    IssueType.FLOOR_WET: "地面湿滑",
    IssueType.LEAK: "漏水",
    IssueType.CLEANING_DUE: "需要清洁",
    IssueType.DEVICE_OFFLINE: "设备离线",
}

#: The page a pushed notification of an issue opens: the issues with it shown.
ISSUE_PAGE = "/issues/table?issueId={issue_id}"
NOTIFICATIONS_PAGE = "/notifications"


def payload(event: Any, language: str, kind_names: dict[str, tuple[str, str]]) -> dict[str, str]:
    """{title, body, url} of a `Notification.Sent`, in `language` ("en" or "zh")."""
    english, chinese = kind_names.get(event.type, (event.type, event.type))
    chinese_body = _chinese(event) if language == "zh" else None
    issue_id = getattr(event, "issue_id", None)
    return {
        "title": chinese if language == "zh" else english,
        "body": chinese_body or " ".join(str(event.information).split()),
        "url": ISSUE_PAGE.format(issue_id=issue_id) if issue_id else NOTIFICATIONS_PAGE,
    }


def _chinese(event: Any) -> str | None:
    """The sentence of an opened issue in Chinese; None: the English one is kept."""
    fields: dict[str, str] = dict(getattr(event, "fields", None) or {})
    if event.type != ISSUE_OPENED:
        return None
    try:
        issue_type = ISSUE_TYPE_TITLES_ZH[IssueType(fields.get("issueType", ""))]
    except (ValueError, KeyError):
        return None
    place = fields.get("place") or ""
    if fields.get("source") == "rule":
        return f"在{place}检测到{issue_type}" if place else f"传感器检测到{issue_type}"
    if fields.get("source") == "manual":
        return f"在{place}报告了{issue_type}" if place else f"已报告{issue_type}"
    return None
