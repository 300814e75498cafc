"""Signing up, logging out and logging in again through the home page."""

from __future__ import annotations

import secrets

from playwright.sync_api import Page, expect

from tests.server.services import ServerProcess

from .pages import sign_up


def test_sign_up_log_out_and_log_in_again(page: Page, server: ServerProcess) -> None:
    name = f"Ann{secrets.token_hex(3)}"
    page.goto(server.url + "/")
    expect(page.locator(".game")).to_have_count(5)
    page.fill("#signup [name=name]", name)
    page.fill("#signup [name=password]", "a good password")
    page.click("#signup button")
    page.wait_for_url("**/lobby")
    expect(page.locator("#nav")).to_contain_text(name)
    page.click("#nav button")  # log out
    page.wait_for_url(server.url + "/")
    expect(page.locator("#login")).to_be_visible()
    page.fill("#login [name=name]", name)
    page.fill("#login [name=password]", "a wrong password")
    page.click("#login button")
    expect(page.locator("#problem")).to_contain_text("do not match an account")
    page.fill("#login [name=password]", "a good password")
    page.click("#login button")
    page.wait_for_url("**/lobby")
    expect(page.locator("#nav")).to_contain_text(name)


def test_a_name_taken_is_refused_with_its_reason(page: Page, server: ServerProcess) -> None:
    name = f"Bob{secrets.token_hex(3)}"
    sign_up(page, server.url, name)
    page.click("#nav button")  # log out
    page.wait_for_url(server.url + "/")
    expect(page.locator("#signup")).to_be_visible()
    page.fill("#signup [name=name]", name)
    page.fill("#signup [name=password]", "another password")
    page.click("#signup button")
    expect(page.locator("#problem")).to_contain_text(f"The name {name} is taken")
    assert page.url == server.url + "/"
